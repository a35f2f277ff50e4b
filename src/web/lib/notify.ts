import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner in the first-visit bundle: the first toast asks for the Toaster
 * (ToastOutlet mounts it), sonner loads in its own chunk, and the toast shows once the Toaster
 * is listening. Pages that never toast never download it.
 */
let wanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** For ToastOutlet: whether any toast has been asked for yet. */
export const toasterWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => wanted,
};

/** Called once by the lazily mounted Toaster. */
export function toasterMounted(): void {
  markReady();
}

type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([import('sonner'), toasterReady]).then(([{ toast: sonnerToast }]) => {
    sonnerToast[kind](message, options);
  });
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
  /**
   * Closes every toast on screen (queued behind toasts already asked for), so a stale one — "Payment
   * cancelled" from a first try — never sits beside the news that replaces it.
   */
  dismiss: () => {
    if (!wanted) return;
    void Promise.all([import('sonner'), toasterReady]).then(([{ toast: sonnerToast }]) => {
      sonnerToast.dismiss();
    });
  },
};
