import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { messages } from '../../../shared/messages.ts';
import { buttonClasses } from './button-styles.ts';
import { CloseIcon, ImageIcon } from './icons.tsx';
import { addPickedFiles } from './file-checks.ts';

type FilePickerProps = {
  label: string;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  /** How many files may be picked; 1 means a new choice replaces the old one. */
  max?: number;
  hint?: string;
  /** A message about the field from outside (e.g. the server's), shown under it. */
  error?: string | undefined;
  disabled?: boolean;
  /** Wide previews (a banner) instead of square ones. */
  previewShape?: 'square' | 'wide';
  /** Adds "(optional)" after the label. */
  optional?: boolean;
  /** What several files are called on the button: "Add images (1/5)", "Add photos (1/3)". */
  noun?: string;
  /** Said when more than `max` files are chosen. */
  tooManyMessage?: string;
};

/**
 * An image picker with previews and a Remove button per file. Files that are not images or are
 * over 5 MB are refused with a message under the field; nothing is uploaded until the form is sent.
 */
export function FilePicker({
  label,
  files,
  onFilesChange,
  max = 1,
  hint = messages.upload.hint,
  error,
  disabled = false,
  previewShape = 'square',
  optional = false,
  noun = 'images',
  tooManyMessage = messages.stores.tooManyImages,
}: FilePickerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const problemId = `${inputId}-problem`;
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const full = max > 1 && files.length >= max;
  const message = problem ?? error ?? null;

  function onChosen(chosen: File[]) {
    const result = addPickedFiles(files, chosen, max, tooManyMessage);
    setProblem(result.problem);
    onFilesChange(result.files);
  }

  function remove(index: number) {
    setProblem(null);
    onFilesChange(files.filter((_, i) => i !== index));
    // The removed button is gone; the picker is the natural place for focus to land.
    input.current?.focus();
  }

  const chooseText =
    max > 1 ? `Add ${noun} (${files.length}/${max})` : files.length > 0 ? 'Replace image' : 'Choose image';

  return (
    <fieldset className="min-w-0">
      <legend className="block text-sm font-medium text-stone-800">
        {label}
        {optional && <span className="font-normal text-stone-500"> (optional)</span>}
      </legend>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <FileChooser
          inputRef={input}
          id={inputId}
          multiple={max > 1}
          disabled={disabled || full}
          describedBy={[hintId, message ? problemId : null].filter(Boolean).join(' ')}
          onChosen={onChosen}
        >
          <ImageIcon size={18} />
          {chooseText}
          <span className="sr-only">{` for ${label}`}</span>
        </FileChooser>
        <p id={hintId} className="text-xs text-stone-500">
          {hint}
        </p>
      </div>
      {message && (
        <p id={problemId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      {files.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label={`${label}: chosen files`}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}-${index}`} className="relative">
              <FilePreview
                file={file}
                alt={max > 1 ? `${label} ${index + 1} preview` : `${label} preview`}
                shape={previewShape}
              />
              <button
                type="button"
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
                className="absolute -right-2 -top-2 grid size-8 place-items-center rounded-full border border-stone-300 bg-white text-stone-700 shadow-sm hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 disabled:opacity-60"
              >
                <CloseIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

type FileChooserProps = {
  id: string;
  onChosen: (files: File[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  /** The chosen file is being sent: disabled, with a waiting cursor rather than a "not allowed" one. */
  busy?: boolean;
  describedBy?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** What the button says. */
  children: ReactNode;
};

/**
 * The file input of every picker: a visually hidden input for images and a button-styled label
 * that opens it, so keyboard focus and screen readers get a real file input.
 */
export function FileChooser({
  id,
  onChosen,
  multiple = false,
  disabled = false,
  busy = false,
  describedBy,
  inputRef,
  children,
}: FileChooserProps) {
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = ''; // choosing the same file again (after removing it, or to retry) should work
    if (chosen.length > 0) onChosen(chosen);
  }
  return (
    <>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={disabled || busy}
        aria-describedby={describedBy}
        onChange={onChange}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={buttonClasses(
          'secondary',
          'sm',
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-emerald-600 peer-disabled:opacity-60 ' +
            (busy ? 'peer-disabled:cursor-wait' : 'peer-disabled:cursor-not-allowed'),
        )}
      >
        {children}
      </label>
    </>
  );
}

/** A local preview through an object URL, released when the file leaves the list (also for pickers built elsewhere). */
export function FilePreview({ file, alt, shape }: { file: File; alt: string; shape: 'square' | 'wide' }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  const box = shape === 'wide' ? 'h-20 w-40 sm:h-24 sm:w-56' : 'size-20 sm:size-24';
  if (!url) return <span className={`block rounded-lg bg-stone-100 ${box}`} aria-hidden="true" />;
  return (
    <img
      src={url}
      alt={alt}
      width={shape === 'wide' ? 224 : 96}
      height={96}
      className={`block rounded-lg border border-stone-200 object-cover ${box}`}
    />
  );
}
