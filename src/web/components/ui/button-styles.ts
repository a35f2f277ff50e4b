/** Shared look of buttons and button-like links, so a link that acts as a CTA matches a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent' | 'outlineOnDark';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'disabled:cursor-not-allowed disabled:opacity-60';

const onLight = 'focus-visible:outline-emerald-600';
const onDark = 'focus-visible:outline-white';

// Each variant owns all its colours (focus ring included), so no class of one overrides another.
const variants: Record<ButtonVariant, string> = {
  primary: `bg-emerald-700 text-white hover:bg-emerald-800 active:bg-emerald-900 ${onLight}`,
  secondary: `border border-stone-300 bg-white text-stone-800 hover:bg-stone-100 ${onLight}`,
  ghost: `text-stone-700 hover:bg-stone-100 hover:text-stone-900 ${onLight}`,
  danger: `bg-red-600 text-white hover:bg-red-700 ${onLight}`,
  // For calls to action on the green hero.
  accent: `bg-amber-400 text-stone-900 hover:bg-amber-300 ${onDark}`,
  outlineOnDark: `border border-white/70 text-white hover:bg-white/10 ${onDark}`,
};

// At least 44 px tall below md (768 px), where a thumb does the tapping; compact on wider screens.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-11 px-3 text-sm md:h-9',
  md: 'h-11 px-4 text-sm md:h-10',
  lg: 'h-12 px-6 text-base',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${extra}`.trim();
}

/**
 * A control that cannot be used because there is nothing to have (Out of Stock): grey, outlined
 * with dashes and at full strength, so it reads as "not available" rather than as a faded green
 * Add to Cart that still looks pressable. Used on the disabled <button> itself, with its size.
 */
export const unavailableButtonClasses =
  'inline-flex cursor-not-allowed items-center justify-center gap-2 rounded-lg border border-dashed border-stone-400 ' +
  'bg-stone-100 font-semibold text-stone-700';
