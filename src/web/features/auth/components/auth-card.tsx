// The frame of every visitor screen: one centred card, full width on a phone.
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  /** Below the card: the 'Sign in' / 'Sign up' links. */
  footer?: ReactNode;
};

export function AuthCard({ title, intro, children, footer }: Props) {
  return (
    <section aria-labelledby="auth-card-title" className="mx-auto w-full max-w-md py-2 sm:py-8">
      <div className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 id="auth-card-title" className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        {intro != null && <div className="mt-2 text-slate-700">{intro}</div>}
        <div className="mt-6">{children}</div>
      </div>
      {footer != null && <div className="mt-6 text-center text-slate-700">{footer}</div>}
    </section>
  );
}

/** Link styling for the screens' text links; padded so the tap target is comfortable. */
export const textLinkClass =
  'inline-block py-2 touch:py-3 font-semibold text-brand underline underline-offset-2 hover:text-brand-dark ' +
  'rounded-sm outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand';
