import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '../../../lib/notify.ts';
import { signUpInputSchema } from '../../../../shared/schemas/auth.ts';
import { messages } from '../../../../shared/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { AuthCard, textLinkClass } from '../components/auth-card.tsx';
import { credentialErrors } from '../credential-errors.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useSignUp } from '../api/sign-up.ts';
import { returnPathOnly, useAuthNavigationState, type AuthNavigationState } from '../auth-navigation-state.ts';

export function SignUpPage() {
  const navigate = useNavigate();
  // The way back (e.g. to /checkout) travels on through sign-up to the sign-in that follows it.
  const returnPath = returnPathOnly(useAuthNavigationState());
  const [formError, setFormError] = useState<string | null>(null);
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
    // Already registered (409) arrives here too, with the spec's message.
    onError: (error) =>
      setFormError(
        applyServerErrors(error, form.setError, ['fullName', 'email', 'password'], messages.auth.signUpFailed),
      ),
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
          setFormError(null);
          signUp.mutate(input);
        })}
      >
        {formError && <FormAlert tone="error">{formError}</FormAlert>}
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
