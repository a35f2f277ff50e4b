import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { signInInputSchema } from '../../../../shared/schemas/auth.ts';
import { messages } from '../../../../shared/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { onSignedIn } from '../../../lib/session-query.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { AuthCard, textLinkClass } from '../components/auth-card.tsx';
import { credentialErrors } from '../credential-errors.ts';
import { useSignIn } from '../api/sign-in.ts';
import { returnPathOnly, useAuthNavigationState } from '../auth-navigation-state.ts';

export function SignInPage() {
  const queryClient = useQueryClient();
  // Arriving from sign-up: the new address is filled in and the return path (e.g. /checkout) kept.
  const navigation = useAuthNavigationState();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(signInInputSchema),
    defaultValues: { email: navigation.email ?? '', password: '' },
  });
  const { errors } = form.formState;
  const { setFocus } = form;
  const prefilled = !!navigation.email;
  useEffect(() => {
    if (prefilled) setFocus('password');
  }, [prefilled, setFocus]);
  const passwordId = useId();
  const credentials = credentialErrors(errors, passwordId);

  const signIn = useSignIn({
    // The signed-out-only guard of this page then moves on (home, or the page first asked for).
    onSuccess: () => onSignedIn(queryClient),
    onError: (error) =>
      setFormError(applyServerErrors(error, form.setError, ['email', 'password'], messages.auth.signInFailed)),
  });

  return (
    <AuthCard
      title="Sign In"
      intro="Welcome back to Oja."
      footer={
        <>
          New to Oja?{' '}
          <Link to={paths.signUp.href()} state={returnPathOnly(navigation)} className={textLinkClass}>
            Create an account
          </Link>
        </>
      }
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((input) => {
          setFormError(null);
          signIn.mutate(input);
        })}
      >
        {formError && <FormAlert tone="error">{formError}</FormAlert>}
        <TextField label="Email" type="email" autoComplete="email" {...form.register('email')} {...credentials.email} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
          {...credentials.password}
        />
        <div className="flex justify-end">
          <Link to={paths.retrieve.href()} className={`text-sm ${textLinkClass}`}>
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" pending={signIn.isPending}>
          Sign In
        </Button>
      </form>
    </AuthCard>
  );
}
