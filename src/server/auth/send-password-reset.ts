import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { defineJob, handleJob } from '../jobs/define-job.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { resetLinkCapture } from './better-auth.ts';

// `send` false: the address was over its limit when asked for (requestPasswordReset). Jobs queued
// before it existed had no limit to be over.
export const passwordResetJob = defineJob(
  'password-reset',
  z.object({ email: z.string(), send: z.boolean().default(true) }),
);

/**
 * The job behind "forgot password": creates a reset token for the address when it has an account
 * and e-mails the link. It runs after the response, so the request takes as long either way.
 */
export async function sendPasswordReset(
  deps: Pick<Deps, 'auth' | 'mailer' | 'config'>,
  input: { email: string; send?: boolean },
): Promise<void> {
  if (input.send === false) return;
  const captured: { to?: string; link?: string } = {};
  await resetLinkCapture.run(captured, () =>
    deps.auth.api.requestPasswordReset({
      body: { email: input.email, redirectTo: `${deps.config.publicUrl}/reset-password` },
    }),
  );
  if (captured.to && captured.link) await deps.mailer.send(passwordResetMail(captured.to, captured.link));
}

export const passwordResetJobHandler = handleJob(passwordResetJob, sendPasswordReset);
