import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/notify.ts';
import { signUpInputSchema } from '../../../../shared/schemas/auth.ts';
import { messages } from '../../../../shared/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { isApiError } from '../../../lib/api.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { AuthCard, textLinkClass } from '../components/auth-card.tsx';
import { credentialErrors } from '../credential-errors.ts';
import { FailureAlert, failureLines, type FailureLines } from '../components/failure-alert.tsx';
import { useSignUp } from '../api/sign-up.ts';
import { returnPathOnly, useAuthNavigationState, type AuthNavigationState } from '../auth-navigation-state.ts';

export function SignUpPage() {
  const navigate = useNavigate();
  // The way back (e.g. to /checkout) travels on through sign-up to the sign-in that follows it.
  const returnPath = returnPathOnly(useAuthNavigationState());
  const [failure, setFailure] = useState<FailureLines | null>(null);
  const form = useForm({
    resolver: zodResolver(signUpInputSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const { errors } = form.formState;
  const passwordId = useId();
  const credentials = credentialErrors(errors, passwordId);

  const signUp = useSignUp({
    onSuccess: (result, input) => {
      toast.success(result.message || messages.auth.signUpSucceeded);
      const state: AuthNavigationState = { ...returnPath, email: input.email };
      void navigate(paths.signIn.href(), { state });
    },
    onError: (error) => {
      const reason = applyServerErrors(
        error,
        form.setError,
        ['fullName', 'email', 'password'],
        messages.auth.signUpFailed,
      );
      // null: every message sits under its field. Already registered (409) has its own words;
      // any other failure leads with "Failed to create account".
      setFailure(
        reason === null ? null : isApiError(error, 409) ? [reason] : failureLines(messages.auth.signUpFailed, reason),
      );
    },
  });

  return (
    <AuthCard
      title="Create your account"
      intro="Shop from verified sellers across Nigeria."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.signIn.href()} state={returnPath} className={textLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((input) => {
          setFailure(null);
          signUp.mutate(input);
        })}
      >
        {failure && <FailureAlert lines={failure} />}
        <TextField
          label="Full name"
          autoComplete="name"
          {...form.register('fullName')}
          error={errors.fullName?.message}
        />
        <TextField label="Email" type="email" autoComplete="email" {...form.register('email')} {...credentials.email} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={messages.auth.passwordHint}
          {...form.register('password')}
          {...credentials.password}
        />
        <Button type="submit" size="lg" className="w-full" pending={signUp.isPending}>
          Create Account
        </Button>
      </form>
    </AuthCard>
  );
}
