/** Inline SVG shown where a product or category has no image (no request, no layout shift). */
export function ImagePlaceholder({ label = 'No image', className = '' }: { label?: string; className?: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 100 100"
      preserveAspectRatio="xMidYMid slice"
      className={`bg-stone-100 text-stone-300 ${className}`}
    >
      <rect width="100" height="100" fill="currentColor" opacity="0.25" />
      <path d="M30 62 L44 46 L54 56 L62 48 L74 62 Z" fill="currentColor" />
      <circle cx="40" cy="38" r="5" fill="currentColor" />
    </svg>
  );
}
