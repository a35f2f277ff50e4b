import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles.ts';

type Look = { variant?: ButtonVariant; size?: ButtonSize };

export function Button({
  variant,
  size,
  className = '',
  type = 'button',
  pending = false,
  children,
  disabled,
  ...props
}: ComponentProps<'button'> & Look & { pending?: boolean }) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending && (
        <span
          aria-hidden="true"
          className="size-4 motion-safe:animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
    </button>
  );
}

/** A router link that looks like a button (calls to action). */
export function ButtonLink({ variant, size, className = '', ...props }: ComponentProps<typeof Link> & Look) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
