import type { ReactNode } from 'react';

/** The page's h1, its document title, and an optional line under it. */
export function PageHeading({
  title,
  documentTitle,
  children,
}: {
  title: string;
  documentTitle?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mb-6">
      <title>{`${documentTitle ?? title} · Oja`}</title>
      <h1 className="break-words text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
      {children && <div className="mt-2 max-w-prose text-stone-600">{children}</div>}
    </div>
  );
}

/** The usual page column. */
export function PageContainer({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <div className={`mx-auto w-full px-4 py-8 sm:px-6 sm:py-10 ${narrow ? 'max-w-3xl' : 'max-w-7xl'}`}>{children}</div>
  );
}
