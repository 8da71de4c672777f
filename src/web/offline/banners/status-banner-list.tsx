// The offline banners' contents. Loaded on demand by status-banners.tsx, which holds the live
// region: most visits never need any of them, so the sign-in page does not download them.
import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { currentBrand } from '../../lib/brand.ts';
import { useOnline } from '../online-status.ts';
import { applyUpdate, setServiceWorkerState, useServiceWorkerState } from '../service-worker-state.ts';
import { formatLastSynced, formatSavedAt } from './last-synced.ts';
import { useUnrefreshedSince } from './served-from-cache.ts';
import { StatusBanner } from './status-banner.tsx';
import { useDismissal } from './use-dismissal.ts';
import { useSharedSession } from '../../lib/shared-session.ts';

export const BANNER_TEXT = {
  offline:
    "You're offline. You can keep reading what's saved on this device; paying and sending messages need a connection.",
  /** Offline on a shared device, where nothing was kept to read. */
  offlineShared: "You're offline. This is a shared device, so nothing is saved here: pages need a connection.",
  servedFromCache: "You're seeing information saved on this device; it couldn't be updated just now.",
  newContent: (company: string) => `A new version of ${company} is ready. Reload to start using it.`,
  sharedDevice: 'Shared device: nothing is saved on this device, so pages need a connection.',
  offlineReady: (company: string) =>
    `${company} is ready to work offline: what you open here stays readable without a connection.`,
} as const;

export function StatusBannerList() {
  return (
    <>
      <SharedDeviceBanner />
      <ConnectionBanner />
      <NewContentBanner />
      <OfflineReadyBanner />
    </>
  );
}

function SharedDeviceBanner() {
  // Offline, the connection banner says it (BANNER_TEXT.offlineShared): one banner, not two.
  const online = useOnline();
  const { visible, dismiss } = useDismissal(useSharedSession() && online);
  if (!visible) return null;
  return (
    <StatusBanner name="Shared device" onDismiss={dismiss}>
      {BANNER_TEXT.sharedDevice}
    </StatusBanner>
  );
}

/**
 * Offline and saved copy in one banner: a line that says both ("Offline · saved 10:42am"),
 * with each full sentence under Details. Named after its main fact: "Offline" while the connection
 * is down, "Saved copy" when online but the server could not refresh what is on screen.
 */
function ConnectionBanner() {
  const online = useOnline();
  const shared = useSharedSession();
  const since = useUnrefreshedSince();
  const { visible, dismiss } = useDismissal(!online || since !== undefined);
  if (!visible) return null;
  const savedCopy = since === undefined ? undefined : `${BANNER_TEXT.servedFromCache} ${formatLastSynced(since)}.`;
  return (
    <StatusBanner
      name={online ? 'Saved copy' : 'Offline'}
      tone="warning"
      onDismiss={dismiss}
      details={
        <>
          {online ? null : <p>{shared ? BANNER_TEXT.offlineShared : BANNER_TEXT.offline}</p>}
          {savedCopy ? <p>{savedCopy}</p> : null}
        </>
      }
    >
      {connectionSummary(online, shared, since)}
    </StatusBanner>
  );
}

function connectionSummary(online: boolean, shared: boolean, since: number | undefined): string {
  const saved = since === undefined ? undefined : formatSavedAt(since);
  if (online) return `Saved copy from ${saved}`;
  if (saved) return `Offline · saved ${saved}`;
  return shared ? 'Offline · shared device' : "You're offline";
}

function NewContentBanner() {
  const { updateReady } = useServiceWorkerState();
  const { visible, dismiss } = useDismissal(updateReady);
  if (!visible) return null;
  return (
    <StatusBanner name="New version" action={{ label: 'Reload', onClick: applyUpdate }} onDismiss={dismiss}>
      {BANNER_TEXT.newContent(currentBrand().company)}
    </StatusBanner>
  );
}

function OfflineReadyBanner() {
  const { offlineReady, updateReady } = useServiceWorkerState();
  const revealed = useRevealedOnNextPage(offlineReady);
  const shared = useSharedSession();
  // Shown once, at the first install; a new version waiting says more than this, and a shared
  // device reads nothing offline.
  if (!revealed || updateReady || shared) return null;
  return (
    <StatusBanner name="Ready offline" onDismiss={() => setServiceWorkerState({ offlineReady: false })}>
      {BANNER_TEXT.offlineReady(currentBrand().company)}
    </StatusBanner>
  );
}

/**
 * The first install finishes a few seconds into the first visit, while the traveller is reading:
 * a banner pushed in then would shift the whole page (a layout shift that costs Lighthouse points
 * and the reader their place). It is held back until the next page the traveller opens, which
 * replaces the content anyway.
 */
function useRevealedOnNextPage(ready: boolean): boolean {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [readyOn, setReadyOn] = useState<string | undefined>();
  const [revealed, setRevealed] = useState(false);
  // Adjusting state while rendering (React's pattern for deriving from changing inputs).
  if (ready && readyOn === undefined) setReadyOn(pathname);
  if (ready && readyOn !== undefined && readyOn !== pathname && !revealed) setRevealed(true);
  return ready && revealed;
}
