import type { ReactNode } from 'react';
import { BasketIcon } from '../../../components/ui/icons.tsx';

/** The centred card every sign-in, sign-up and password page sits in. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <title>{`${title} · Oja`}</title>
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <span
          aria-hidden="true"
          className="mb-4 grid size-11 place-items-center rounded-xl bg-emerald-50 text-emerald-700"
        >
          <BasketIcon size={24} />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
        {intro && <p className="mt-1 text-stone-600">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-stone-600">{footer}</div>}
    </div>
  );
}

export const textLinkClass =
  'font-medium text-emerald-800 underline-offset-2 hover:underline rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600';
