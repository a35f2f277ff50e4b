/** Paystack InlineJS v2, loaded only when a shopper pays with Paystack (never in the entry chunk). */
export const PAYSTACK_INLINE_URL = 'https://js.paystack.co/v2/inline.js';
const LOAD_TIMEOUT_MS = 15_000;

type PaystackCallbacks = {
  onSuccess: (transaction: { reference?: string; trans?: string; transaction?: string }) => void;
  onCancel: () => void;
  onError: (error: unknown) => void;
};

type PaystackPopConstructor = new () => {
  resumeTransaction: (accessCode: string, callbacks: PaystackCallbacks) => unknown;
};

declare global {
  interface Window {
    PaystackPop?: PaystackPopConstructor;
  }
}

let loading: Promise<PaystackPopConstructor> | null = null;

/** Adds the script once; rejects when it cannot load (offline, blocked), so the caller can fall back. */
export function loadPaystackInline(): Promise<PaystackPopConstructor> {
  if (window.PaystackPop) return Promise.resolve(window.PaystackPop);
  loading ??= new Promise<PaystackPopConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PAYSTACK_INLINE_URL;
    script.async = true;
    const timer = window.setTimeout(() => fail(new Error('Paystack took too long to load')), LOAD_TIMEOUT_MS);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      loading = null;
      reject(error);
    }
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.PaystackPop) resolve(window.PaystackPop);
      else fail(new Error('Paystack did not start'));
    };
    script.onerror = () => fail(new Error('Paystack could not be loaded'));
    document.head.append(script);
  });
  return loading;
}

export type PaystackOutcome = { kind: 'success' } | { kind: 'cancel' } | { kind: 'error' };

/** Opens Paystack's popup for a transaction the server started; settles when the shopper is done. */
export async function payWithPaystack(accessCode: string): Promise<PaystackOutcome> {
  const PaystackPop = await loadPaystackInline();
  return new Promise<PaystackOutcome>((resolve) => {
    new PaystackPop().resumeTransaction(accessCode, {
      onSuccess: () => resolve({ kind: 'success' }),
      onCancel: () => resolve({ kind: 'cancel' }),
      onError: () => resolve({ kind: 'error' }),
    });
  });
}
