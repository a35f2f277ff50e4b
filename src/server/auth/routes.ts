import { Hono } from 'hono';
import type { AppEnv } from '../http/context.ts';
import { validateJson } from '../http/validate.ts';
import { clientIp } from '../http/client-ip.ts';
import { forwardSetCookies } from '../http/forward-cookies.ts';
import {
  requestResetInputSchema,
  resetPasswordInputSchema,
  signInInputSchema,
  signUpInputSchema,
} from '../../shared/schemas/auth.ts';
import { signIn } from '../workflows/sign-in/sign-in.ts';
import { signUp } from '../workflows/sign-up/sign-up.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';
import { signOut } from './sign-out.ts';

/** /api/auth: open to everyone; the session decides nothing here but who is signed in. */
export const authRoutes = new Hono<AppEnv>()
  .get('/session', (c) => c.json({ user: c.var.user }))
  .post('/sign-up', validateJson(signUpInputSchema), async (c) => {
    return c.json(await signUp(c.var.deps, { ...c.req.valid('json'), ip: clientIp(c) }), 201);
  })
  .post('/sign-in', validateJson(signInInputSchema), async (c) => {
    const cookies = await signIn(c.var.deps, {
      ...c.req.valid('json'),
      ip: clientIp(c),
      userAgent: c.req.header('user-agent'),
    });
    forwardSetCookies(c, cookies);
    return c.json({ ok: true });
  })
  .post('/sign-out', async (c) => {
    forwardSetCookies(c, await signOut(c.var.deps, { requestHeaders: c.req.raw.headers }));
    return c.json({ ok: true });
  })
  .post('/request-reset', validateJson(requestResetInputSchema), async (c) => {
    return c.json(await requestPasswordReset(c.var.deps, { ...c.req.valid('json'), ip: clientIp(c) }));
  })
  .post('/reset-password', validateJson(resetPasswordInputSchema), async (c) => {
    return c.json(await resetPassword(c.var.deps, { ...c.req.valid('json'), ip: clientIp(c) }));
  });
