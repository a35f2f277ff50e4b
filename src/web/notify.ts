import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner in the first-visit bundle: the library loads in its own chunk (main.tsx
 * mounts its Toaster lazily), and a toast raised before that waits until the Toaster is listening.
 */
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called once by the lazily mounted Toaster. */
export function toasterMounted(): void {
  markReady();
}

type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, message: string, options?: ExternalToast): void {
  void Promise.all([import('sonner'), toasterReady]).then(([{ toast: sonnerToast }]) => {
    sonnerToast[kind](message, options);
  });
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
};
