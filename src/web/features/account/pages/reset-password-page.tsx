import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/notify.ts';
import { messages } from '../../../../shared/messages.ts';
import { isApiError } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { accountUi } from '../messages.ts';
import { sessionQueryKey } from '../../../lib/session-query.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { AuthCard, textLinkClass } from '../components/auth-card.tsx';
import { resetPasswordFormSchema } from '../reset-password-form-schema.ts';
import { useResetPassword } from '../api/reset-password.ts';

/** Where the reset e-mail's link lands: /reset-password?token=… */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  if (!token) {
    return (
      <AuthCard title="Set a new password">
        <FormAlert tone="error">{accountUi.resetLinkMissing}</FormAlert>
        <ButtonLink to={paths.retrieve.href()} className="mt-4 w-full">
          Request a reset link
        </ButtonLink>
      </AuthCard>
    );
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [tokenRejected, setTokenRejected] = useState(false);
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const resetPassword = useResetPassword({
    onSuccess: async (result) => {
      // The server ended every session of this account; ask again rather than assume this browser had one.
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      toast.success(result.message || messages.auth.resetPasswordSucceeded);
      await navigate(paths.signIn.href());
    },
    onError: (error) => {
      setTokenRejected(isApiError(error, 400) && 'token' in error.fields);
      setFormError(applyServerErrors(error, form.setError, ['password'], messages.auth.resetPasswordFailed));
    },
  });

  return (
    <AuthCard
      title="Set a new password"
      intro="Choose a new password for your Oja account."
      footer={
        <Link to={paths.signIn.href()} className={textLinkClass}>
          Back to sign in
        </Link>
      }
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit(({ password }) => {
          setFormError(null);
          resetPassword.mutate({ token, password });
        })}
      >
        {formError && (
          <FormAlert tone="error">
            {formError}
            {tokenRejected && (
              <>
                {' '}
                <Link to={paths.retrieve.href()} className={textLinkClass}>
                  Request a new link
                </Link>
              </>
            )}
          </FormAlert>
        )}
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={messages.auth.passwordHint}
          {...form.register('password')}
          error={errors.password?.message}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          {...form.register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <Button type="submit" size="lg" className="w-full" pending={resetPassword.isPending}>
          Set New Password
        </Button>
      </form>
    </AuthCard>
  );
}
