// The header: logo to the brand site, then the bell and the user popup when signed in, or a Log in
// link when signed out; below it the title band (the greeting unless a page sets its own title).
import { Link, useRouterState } from '@tanstack/react-router';
import { Suspense, use } from 'react';
import type { Customer } from '../../../shared/contract/customer.ts';
import { currentBrand } from '../../lib/brand.ts';
import { defaultHeaderTitle, useCustomHeaderTitle } from './header-title.ts';
import { loadSignedInControls } from './preload-signed-in-controls.ts';
import type { SignedInControlsProps } from './signed-in-controls.tsx';

/**
 * The controls' code is loaded apart (the sign-in page does not carry it), and read with use(), not
 * lazy(): a lazy component suspends on its first render even when its code is in, and a page the
 * server rendered would keep its painted controls dead until the first update drew them anew
 * (router/server-rendered-page.ts marks the code's promise fulfilled before hydrating).
 */
function SignedInControls(props: SignedInControlsProps) {
  // Called, not rendered as an element: it only lays out the bell and the menu (no hooks of its own).
  return use(loadSignedInControls()).SignedInControls(props);
}

/** Holds the controls' place while their code arrives, so nothing shifts. */
const controlsPlaceholder = <span aria-hidden="true" className="block h-11 w-30 tablet:w-40" />;

export type HeaderSession =
  | { state: 'signed-in'; customer: Customer; serverNow: string }
  | { state: 'signed-out' }
  | { state: 'unknown' }; // the cache is still being restored: draw neither control yet

type Props = { session: HeaderSession; onSignOut: () => void; signingOut: boolean };

export function Header({ session, onSignOut, signingOut }: Props) {
  const brand = currentBrand();
  const custom = useCustomHeaderTitle();
  // A booking page sets its own title ('Cruise #id') once the booking is known; until then the
  // band stays empty rather than show the greeting, whose two lines on a phone would become one
  // and pull the page up as it arrives.
  const onBookingPage = useRouterState({ select: (state) => state.location.pathname.startsWith('/bookings/') });
  const title =
    custom ??
    (onBookingPage
      ? ''
      : session.state === 'signed-in'
        ? defaultHeaderTitle(brand.company, session.customer.firstName)
        : brand.tagline);
  return (
    <header data-shell="" className="print:hidden">
      <div className="shell-header">
        <div className="mx-auto flex h-16 max-w-screen-xl items-center justify-between gap-3 px-4 tablet:px-6">
          <a
            href={brand.siteUrl}
            className="flex h-11 items-center rounded bg-white px-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <img src={brand.logoPath} alt={brand.company} width="120" height="36" className="h-9 w-auto" />
          </a>
          <nav aria-label="Account" className="flex items-center gap-1">
            {session.state === 'signed-in' ? (
              <Suspense fallback={controlsPlaceholder}>
                <SignedInControls
                  customer={session.customer}
                  serverNow={session.serverNow}
                  onSignOut={onSignOut}
                  signingOut={signingOut}
                />
              </Suspense>
            ) : session.state === 'signed-out' ? (
              <Link
                to="/login"
                className="inline-flex min-h-11 items-center rounded px-3 font-semibold text-white underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-white"
              >
                Log in
              </Link>
            ) : null}
          </nav>
        </div>
      </div>
      <div className="shell-title">
        <div className="mx-auto flex min-h-14 max-w-screen-xl items-center px-4 tablet:px-6">
          <p className="py-2 text-lg font-semibold tablet:text-xl">{title}</p>
        </div>
      </div>
    </header>
  );
}
