import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'link';

const variants: Record<Variant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-dark focus-visible:outline-brand disabled:bg-slate-400',
  secondary:
    'border border-brand text-brand bg-white hover:bg-slate-50 disabled:text-slate-400 disabled:border-slate-300',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400',
  link: 'text-brand underline underline-offset-2 hover:text-brand-dark px-0 py-0 min-h-0',
};

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; busy?: boolean };

/** A button's look, for a link that acts as one (a navigation the server answers, e.g. a sign-in flow). */
export const buttonClasses = (variant: Variant = 'primary') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold uppercase tracking-wide outline-offset-2 focus-visible:outline-2 disabled:cursor-not-allowed ${variants[variant]}`;

/** Buttons are at least 44 px tall (touch target) except link-style ones. */
export function Button({
  variant = 'primary',
  busy = false,
  className = '',
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button type={type} aria-busy={busy || undefined} className={`${buttonClasses(variant)} ${className}`} {...rest}>
      {children}
    </button>
  );
}
