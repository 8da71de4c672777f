// The offline banners (and the shared device's, which says why there is no offline reading), in
// one polite live region at the top of the main content: screen readers announce a banner when it
// appears, and because the region is in the document flow a banner pushes the page down instead of
// covering whatever control has focus.
// The region is always there (a live region must exist before what it announces); the banners'
// code is fetched when a worker starts installing (register-sw.ts: its banners follow) or the
// first time one of their situations arises, and then stays mounted so a dismissal is remembered
// while its situation lasts (use-dismissal.ts). Most visits to the sign-in page need none of it.
import { useEffect, useState } from 'react';
import { lazyModule } from '../../lib/lazy-module.ts';
import { useOnline } from '../online-status.ts';
import { useServiceWorkerState } from '../service-worker-state.ts';
import { useUnrefreshedSince } from './served-from-cache.ts';
import { useSharedSession } from '../../lib/shared-session.ts';

export const STATUS_BANNERS_ID = 'status-banners';

const bannerCode = lazyModule(() => import('./status-banner-list.tsx'));

/** The banners' code, fetched once (again after a failure). */
export const loadStatusBanners = bannerCode.load;

/** Whether any banner may have something to say now, and so whether their code is needed. */
function useAnyBannerSituation(): boolean {
  const online = useOnline();
  const since = useUnrefreshedSince();
  const { offlineReady, updateReady } = useServiceWorkerState();
  const shared = useSharedSession();
  return !online || since !== undefined || offlineReady || updateReady || shared;
}

export function StatusBanners() {
  const situation = useAnyBannerSituation();
  const [needed, setNeeded] = useState(situation);
  // Once needed, always mounted (adjusting state while rendering, as React recommends).
  if (situation && !needed) setNeeded(true);
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (!needed || bannerCode.current()) return;
    let current = true;
    void loadStatusBanners().then(
      () => current && setArrived((count) => count + 1),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [needed]);
  // Already fetched (the usual case for the worker's banners): shown in the same render.
  const List = needed ? bannerCode.current()?.StatusBannerList : undefined;
  return (
    <div id={STATUS_BANNERS_ID} aria-live="polite" className="mb-4 flex flex-col gap-2 empty:mb-0">
      {List ? <List /> : null}
    </div>
  );
}
