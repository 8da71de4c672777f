// The app shell every page sits in: skip link, header, main content, footer. It has the same
// geometry as the shell index.html paints before the JS arrives.
import { Outlet, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useSession } from '../features/session/api.ts';
import { useSignOut } from '../features/session/sign-out.ts';
import { Footer } from '../features/shell/footer.tsx';
import { Header, type HeaderSession } from '../features/shell/header.tsx';
import { loadSignedInControls } from '../features/shell/preload-signed-in-controls.ts';
import { MAIN_CONTENT_ID, SkipLink } from '../features/shell/skip-link.tsx';
import { StatusBanners } from '../offline/banners/status-banners.tsx';
import { useFocusOnNavigation } from './use-focus-on-navigation.ts';

// Signed in only, so it comes with the header's signed-in controls (preloaded by the guard).
const IosInstallHint = lazy(() => loadSignedInControls().then((module) => ({ default: module.IosInstallHint })));

export function RootLayout() {
  const session = useSession();
  // Like the shell index.html paints, no footer until the first page is ready: drawn under a page
  // still loading, it would sit in view and then be pushed down (a layout shift).
  const firstPageReady = useRouterState({ select: (state) => state.resolvedLocation !== undefined });
  const { signOut, signingOut } = useSignOut();
  useFocusOnNavigation(MAIN_CONTENT_ID);
  const headerSession: HeaderSession =
    session.state === 'signed-in'
      ? { state: 'signed-in', customer: session.current.customer, serverNow: session.current.serverNow }
      : session;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header session={headerSession} onSignOut={signOut} signingOut={signingOut} />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-screen-xl flex-1 px-4 py-6 focus:outline-none tablet:px-6"
      >
        {/* Offline, saved-copy and new-version banners: in the flow, above the page, never over it. */}
        <StatusBanners />
        {/* iOS has no install prompt: the Add to Home Screen hint, in the flow like the banners. */}
        {session.state === 'signed-in' ? (
          <Suspense fallback={null}>
            <IosInstallHint />
          </Suspense>
        ) : null}
        <Outlet />
      </main>
      {firstPageReady ? <Footer /> : null}
    </div>
  );
}
