import { useId, type ChangeEvent } from 'react';
import { toast } from '../../../lib/notify.ts';
import { UPLOAD_MAX_BYTES } from '../../../../shared/constants.ts';
import { messages } from '../../../../shared/messages.ts';
import type { Profile } from '../api/get-profile.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { buttonClasses } from '../../../components/ui/button-styles.ts';

const AVATAR_SIZE = 96;

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** The avatar (or initials) and the picker that uploads a new one as soon as a file is chosen. */
export function AvatarUpload({ profile }: { profile: Profile }) {
  const upload = useUploadAvatar();
  const inputId = useId();
  const hintId = `${inputId}-hint`;

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again should upload again
    if (!file) return;
    // The server enforces the limit too; checking here saves sending 5 MB for nothing.
    if (file.size > UPLOAD_MAX_BYTES) {
      toast.error(messages.profile.avatarFailed(messages.upload.tooLarge));
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
          className="grid size-24 shrink-0 place-items-center rounded-full bg-emerald-100 text-2xl font-bold text-emerald-800"
        >
          {initialsOf(profile.fullName)}
        </span>
      )}
      <div>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          aria-describedby={hintId}
          disabled={upload.isPending}
          onChange={onFileChosen}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={buttonClasses(
            'secondary',
            'sm',
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-600 peer-disabled:cursor-wait peer-disabled:opacity-60',
          )}
        >
          {upload.isPending ? 'Uploading…' : profile.avatarUrl ? 'Change photo' : 'Upload photo'}
        </label>
        <p id={hintId} className="mt-1.5 text-xs text-stone-500">
          {messages.upload.hint}
        </p>
      </div>
    </div>
  );
}
