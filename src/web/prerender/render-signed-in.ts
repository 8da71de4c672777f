// Renders a signed-in page (the dashboard, a booking: shared/server-rendered-pages.ts) with its data
// for the server (server/http/server-render.ts), on the first online load, when no service worker
// serves the shell yet. The page is what the browser would show once its data is in: the same
// router, guards and loaders, whose calls go to the API in process with the request's cookie
// (`fetchApi`), and the answers go into the page as JSON (router/server-state.ts), so the client hydrates
// this markup with the very data it was made from (web/router/server-rendered-page.ts).
//
// One render at a time: the brand, the page title and the API transport are module state for the
// length of a render (the server queues them). Anything but a complete page (signed out, a redirect,
// a failed load, an answer still missing after RENDER_DATA_LIMIT_MS) renders nothing, and the server
// serves the shell as before.
import type { QueryClient } from '@tanstack/react-query';
import { Info, Settings } from 'luxon';
import type { BrandId } from '../../shared/domain/brands.ts';
import { SERVER_STATE_ID } from '../../shared/server-rendered-pages.ts';
import { sessionKeys } from '../features/session/api.ts';
import { createHttp, setHttp } from '../lib/http.ts';
import { serverStateJson } from '../router/server-state.ts';
import { bookingRoute, dashboardRoute } from '../router/route-tree.ts';
import { EARLY_TAPS_SCRIPT } from './early-taps.ts';
import { pageHtml } from './page-html.ts';
import { loadedApp, renderApp } from './render-app.ts';

const RENDER_DATA_LIMIT_MS = 3000;
/** Whether this renders the page of that route. Route ids are set when the router builds the tree, so read then. */
const rendersRoute = (routeId: string | undefined) => routeId === dashboardRoute.id || routeId === bookingRoute.id;

export type SignedInRenderRequest = {
  /** The page's path and query. */
  address: string;
  brandId: BrandId;
  withFacebook: boolean;
  /** Sends one API request for this customer (the server answers it in process). */
  fetchApi: typeof fetch;
  /** The traveller's IANA time zone, if the browser told it (web/lib/time-zone-cookie.ts); else the server's. */
  timeZone: string | undefined;
  /** The built index.html and its stylesheet's text. */
  template: string;
  css: string;
};

/** The whole page, or undefined when there is no complete signed-in page to show. */
export async function renderSignedInPage(request: SignedInRenderRequest): Promise<string | undefined> {
  setHttp(createHttp(request.fetchApi, 'http://gangway.invalid'));
  let loaded: Awaited<ReturnType<typeof loadedApp>> | undefined;
  try {
    loaded = await loadedApp(request.address, request.brandId, request.withFacebook);
    const { router, queryClient } = loaded;
    const { matches } = router.state;
    const complete =
      rendersRoute(matches[matches.length - 1]?.routeId) &&
      matches.every((match) => match.status === 'success') &&
      queryClient.getQueryData(sessionKeys.me()) !== undefined &&
      (await fetchesSettled(queryClient, RENDER_DATA_LIMIT_MS));
    if (!complete) return undefined;
    Settings.defaultZone = request.timeZone && Info.isValidIANAZone(request.timeZone) ? request.timeZone : 'system';
    // Nothing fetches while the page renders (a query's data is only read on the server), so the
    // state taken after it is exactly what the markup shows.
    const page = await renderApp(router, queryClient, request.brandId);
    const state = serverStateJson(queryClient);
    return pageHtml(request.template, {
      ...page,
      css: request.css,
      // The zone its dates and times are in: the client hydrates only in the same one.
      rootAttributes: { 'data-server-rendered': request.address, 'data-time-zone': Settings.defaultZone.name },
      afterRoot:
        `<script type="application/json" id="${SERVER_STATE_ID}">${state}</script>\n  ` +
        `<script type="module">${EARLY_TAPS_SCRIPT}</script>\n  `,
    });
  } finally {
    Settings.defaultZone = 'system';
    setHttp(undefined);
    loaded?.queryClient.clear();
  }
}

/**
 * Waits for what the guards started without waiting (the header's notifications): the client would
 * otherwise have them by the time it hydrates, and its first render would not be this one.
 */
function fetchesSettled(queryClient: QueryClient, limitMs: number): Promise<boolean> {
  if (queryClient.isFetching() === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (settled: boolean) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(settled);
    };
    const timer = setTimeout(() => done(false), limitMs);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done(true);
    });
  });
}
