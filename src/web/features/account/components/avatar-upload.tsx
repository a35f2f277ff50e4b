import { useId } from 'react';
import { toast } from '../../../lib/notify.ts';
import { messages } from '../../../../shared/messages.ts';
import type { Profile } from '../../../entities/profile/profile-query.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { FileChooser } from '../../../components/ui/file-picker.tsx';
import { imageFileProblem } from '../../../components/ui/file-checks.ts';
import { initialsOf } from '../../../lib/initials.ts';

const AVATAR_SIZE = 96;

/** The avatar (or initials) and the picker that uploads a new one as soon as a file is chosen. */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const upload = useUploadAvatar();
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  function onFileChosen([file]: File[]) {
    if (!file) return;
    // The server checks too; checking here saves sending 5 MB for nothing. No preview list here:
    // the photo uploads at once, so a refusal is a toast like the server's.
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(messages.profile.avatarFailed(problem));
      return;
    }
    upload.mutate(file);
  }

  return (
    <div className="flex items-center gap-4">
      {profile.avatarUrl ? (
        <img
          src={profile.avatarUrl}
          alt="Your profile photo"
          width={AVATAR_SIZE}
          height={AVATAR_SIZE}
          className="size-24 shrink-0 rounded-full border border-stone-200 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          data-testid="profile-initials"
          className="grid size-24 shrink-0 place-items-center rounded-full bg-emerald-100 text-2xl font-bold text-emerald-800"
        >
          {initialsOf(profile.fullName)}
        </span>
      )}
      <div>
        <FileChooser id={inputId} describedBy={hintId} busy={upload.isPending} onChosen={onFileChosen}>
          {upload.isPending ? 'Uploading…' : profile.avatarUrl ? 'Change photo' : 'Upload photo'}
        </FileChooser>
        <p id={hintId} className="mt-1.5 text-xs text-stone-500">
          {messages.upload.hint}
        </p>
      </div>
    </div>
  );
}
