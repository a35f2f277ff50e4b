import { useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { requestResetInputSchema } from '../../../../shared/schemas/auth.ts';
import { messages } from '../../../../shared/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { AuthCard, textLinkClass } from '../components/auth-card.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { FailureAlert, failureLines, type FailureLines } from '../components/failure-alert.tsx';

/** Request a password reset e-mail (spec: /retrieve). */
export function RetrievePage() {
  const [failure, setFailure] = useState<FailureLines | null>(null);
  const form = useForm({ resolver: zodResolver(requestResetInputSchema), defaultValues: { email: '' } });
  const { errors } = form.formState;

  const requestReset = useRequestPasswordReset({
    // "Failed to send reset email", and under it what went wrong.
    onError: (error) => {
      const reason = applyServerErrors(error, form.setError, ['email'], messages.auth.resetFailed);
      setFailure(reason === null ? null : failureLines(messages.auth.resetFailed, reason));
    },
  });

  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the e-mail address of your account and we will send you a link to set a new password."
      footer={
        <Link to={paths.signIn.href()} className={textLinkClass}>
          Back to sign in
        </Link>
      }
    >
      {requestReset.isSuccess ? (
        <FormAlert tone="success">{requestReset.data.message || messages.auth.resetSent}</FormAlert>
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={form.handleSubmit((input) => {
            setFailure(null);
            requestReset.mutate(input);
          })}
        >
          {failure && <FailureAlert lines={failure} />}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...form.register('email')}
            error={errors.email?.message}
          />
          <Button type="submit" size="lg" className="w-full" pending={requestReset.isPending}>
            Send Reset Link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
