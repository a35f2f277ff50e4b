import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileInputSchema } from '../../../../shared/schemas/profile.ts';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import type { Profile } from '../../../entities/profile/profile-query.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** docs/product.md#profile: full name and phone are the editable fields of a profile. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(updateProfileInputSchema),
    defaultValues: { fullName: profile.fullName, phone: profile.phone ?? '' },
  });
  const { errors, isDirty } = form.formState;

  return (
    <section aria-labelledby="profile-form-heading" className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
      <h2 id="profile-form-heading" className="text-lg font-semibold text-stone-900">
        Personal information
      </h2>
      <form
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
        onSubmit={form.handleSubmit((changes) =>
          update.mutate(changes, {
            onSuccess: ({ profile: saved }) => form.reset({ fullName: saved.fullName, phone: saved.phone ?? '' }),
            // The toast (in useUpdateProfile) says what failed; field messages also go under their inputs.
            onError: (error) => applyServerErrors(error, form.setError, ['fullName', 'phone'], ''),
          }),
        )}
      >
        <TextField
          label="Full name"
          autoComplete="name"
          {...form.register('fullName')}
          error={errors.fullName?.message}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          placeholder="+234 801 234 5678"
          {...form.register('phone')}
          error={errors.phone?.message}
        />
        <div className="sm:col-span-2">
          <Button type="submit" pending={update.isPending} disabled={!isDirty}>
            Save Changes
          </Button>
        </div>
      </form>
    </section>
  );
}
