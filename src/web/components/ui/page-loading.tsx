/** A quiet placeholder while the session or a page's code loads; announced politely to screen readers. */
export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center gap-3 text-stone-500">
      <span
        aria-hidden="true"
        className="size-5 motion-safe:animate-spin rounded-full border-2 border-emerald-600 border-t-transparent"
      />
      <span>{label}</span>
    </div>
  );
}
