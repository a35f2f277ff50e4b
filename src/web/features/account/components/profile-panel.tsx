import { isApiError } from '../../../lib/api.ts';
import { useProfile } from '../../../entities/profile/profile-query.ts';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { ProfileForm } from './profile-form.tsx';

/** The profile as /profile and the dashboard's Profile tab both show it. */
export function ProfilePanel() {
  const profile = useProfile();
  if (profile.isPending) return <PageLoading label="Loading your profile…" />;
  if (profile.isError) {
    // A 401 signs the session out (query client), and the route guard then goes to /signin.
    if (isApiError(profile.error, 401)) return <PageLoading />;
    return (
      <FormAlert tone="error">
        {profile.error.message}{' '}
        <Button variant="ghost" size="sm" onClick={() => void profile.refetch()}>
          Try again
        </Button>
      </FormAlert>
    );
  }
  return (
    <div className="space-y-6">
      <ProfileDetails profile={profile.data} />
      {/* key: a different saved profile (another tab, another user) starts the form afresh. */}
      <ProfileForm key={profile.data.id} profile={profile.data} />
    </div>
  );
}
