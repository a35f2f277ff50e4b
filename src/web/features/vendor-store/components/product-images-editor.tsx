import { useId, useRef, useState } from 'react';
import { messages } from '../../../../shared/messages.ts';
import { FileChooser, FilePreview } from '../../../components/ui/file-picker.tsx';
import { imageFileProblem } from '../../../components/ui/file-checks.ts';
import { ResponsiveImage } from '../../../components/ui/responsive-image.tsx';
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon, ImageIcon } from '../../../components/ui/icons.tsx';
import type { EditImage } from '../product-form.ts';

type Props = {
  images: readonly EditImage[];
  onChange: (images: EditImage[]) => void;
  max: number;
  /** A message about the images from outside (the server's), shown under the list. */
  error?: string | undefined;
  disabled?: boolean;
};

let nextId = 0;

const iconButton =
  'grid size-8 place-items-center rounded-full border border-stone-300 bg-white text-stone-700 shadow-sm hover:bg-stone-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600 disabled:opacity-40 disabled:hover:bg-white';

/**
 * The product's images in order (the first is the one shoppers see on cards): keep, remove, move
 * and add up to `max`. New files are checked as in the add form (an image, at most 5 MB); nothing
 * is uploaded until the dialog is saved.
 */
export function ProductImagesEditor({ images, onChange, max, error, disabled = false }: Props) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const problemId = `${inputId}-problem`;
  const input = useRef<HTMLInputElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error ?? null;
  const keyOf = (image: EditImage) => (image.kind === 'kept' ? image.url : image.id);

  function add(chosen: File[]) {
    const problems: string[] = [];
    const accepted: EditImage[] = [];
    for (const file of chosen) {
      const fileProblem = imageFileProblem(file);
      if (fileProblem) problems.push(`${file.name}: ${fileProblem}`);
      else accepted.push({ kind: 'new', file, id: `new-${++nextId}` });
    }
    const room = Math.max(0, max - images.length);
    if (accepted.length > room) problems.push(messages.stores.tooManyImages);
    setProblem(problems.length > 0 ? problems.join(' ') : null);
    onChange([...images, ...accepted.slice(0, room)]);
  }

  function remove(index: number) {
    setProblem(null);
    onChange(images.filter((_, i) => i !== index));
    input.current?.focus();
  }

  function move(index: number, by: -1 | 1) {
    const next = [...images];
    const [image] = next.splice(index, 1);
    next.splice(index + by, 0, image!);
    onChange(next);
    // Focus follows the image that moved: the same arrow, or the other one once it reached an end.
    const to = index + by;
    const atEnd = by === -1 ? to === 0 : to === next.length - 1;
    const target = (by === -1) !== atEnd ? 'earlier' : 'later';
    requestAnimationFrame(() => buttons.current.get(`${keyOf(image!)}:${target}`)?.focus());
  }

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <fieldset className="min-w-0">
      <legend className="block text-sm font-medium text-stone-800">
        Images <span className="font-normal text-stone-500">(the first is shown on cards)</span>
      </legend>
      {images.length > 0 && (
        <ol className="mt-2 flex flex-wrap gap-x-3 gap-y-4" aria-label="Product images, in order">
          {images.map((image, index) => {
            const key = keyOf(image);
            const alt = `Image ${index + 1}${image.kind === 'new' ? ' (new)' : ''}`;
            return (
              <li key={key} className="flex flex-col items-center gap-1.5">
                <div className="relative">
                  {image.kind === 'kept' ? (
                    <ResponsiveImage
                      src={image.url}
                      kind="product"
                      sizes="96px"
                      width={96}
                      height={96}
                      alt={alt}
                      className="block size-20 rounded-lg border border-stone-200 bg-stone-100 object-cover sm:size-24"
                    />
                  ) : (
                    <FilePreview file={image.file} alt={alt} shape="square" />
                  )}
                  {(index === 0 || image.kind === 'new') && (
                    <span className="absolute bottom-1 left-1 rounded bg-stone-900/75 px-1.5 py-0.5 text-xs font-medium text-white">
                      {index === 0 ? 'Main' : 'New'}
                    </span>
                  )}
                  <button
                    type="button"
                    ref={register(`${key}:remove`)}
                    onClick={() => remove(index)}
                    disabled={disabled}
                    aria-label={`Remove image ${index + 1}`}
                    className={`absolute -right-2 -top-2 ${iconButton} hover:bg-red-50 hover:text-red-700`}
                  >
                    <CloseIcon size={16} />
                  </button>
                </div>
                <div className="flex gap-1.5">
                  <button
                    type="button"
                    ref={register(`${key}:earlier`)}
                    onClick={() => move(index, -1)}
                    disabled={disabled || index === 0}
                    aria-label={`Move image ${index + 1} earlier`}
                    className={iconButton}
                  >
                    <ArrowLeftIcon size={16} />
                  </button>
                  <button
                    type="button"
                    ref={register(`${key}:later`)}
                    onClick={() => move(index, 1)}
                    disabled={disabled || index === images.length - 1}
                    aria-label={`Move image ${index + 1} later`}
                    className={iconButton}
                  >
                    <ArrowRightIcon size={16} />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <FileChooser
          inputRef={input}
          id={inputId}
          multiple
          disabled={disabled || images.length >= max}
          describedBy={[hintId, message ? problemId : null].filter(Boolean).join(' ')}
          onChosen={add}
        >
          <ImageIcon size={18} />
          {`Add images (${images.length}/${max})`}
        </FileChooser>
        <p id={hintId} className="text-xs text-stone-500">
          {messages.upload.hint}
        </p>
      </div>
      {message && (
        <p id={problemId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </fieldset>
  );
}
