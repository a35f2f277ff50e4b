import type { Profile } from '../../../entities/profile/profile-query.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { AvatarUpload } from './avatar-upload.tsx';

const roleLabel = { customer: 'Customer', vendor: 'Vendor', admin: 'Admin' } as const;

/** Who the person is: avatar (with upload), e-mail, role and member-since date. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  return (
    <section
      aria-labelledby="profile-details-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6"
    >
      <h2 id="profile-details-heading" className="sr-only">
        Account details
      </h2>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <AvatarUpload profile={profile} />
        <dl className="grid flex-1 gap-3 text-sm sm:grid-cols-3">
          <div className="min-w-0">
            <dt className="text-stone-500">Email</dt>
            <dd className="break-words font-medium text-stone-900">{profile.email}</dd>
          </div>
          <div>
            <dt className="text-stone-500">Role</dt>
            <dd>
              <span className="inline-block rounded-full bg-emerald-50 px-2.5 py-0.5 font-medium text-emerald-800">
                {roleLabel[profile.role]}
              </span>
            </dd>
          </div>
          <div>
            <dt className="text-stone-500">Member since</dt>
            <dd className="font-medium text-stone-900">{formatDate(profile.createdAt, { length: 'long' })}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
