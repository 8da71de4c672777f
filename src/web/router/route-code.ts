// Code the routes load on demand that the guards also ask for ahead (route-tree.ts, signed-in-guards.ts).
import { loadWipe } from '../lib/wipe-on-demand.ts';

/** The bookings loaders (dashboard, booking page), with the bookings contract. */
export const loadBookingsCode = () => import('../features/bookings/api/load-bookings.ts');

/** What the authenticated guard starts for a signed-in traveller (read-ahead, persistent storage). */
export const loadSignedInOfflineWork = () => import('../offline/signed-in-offline-work.ts');

/** The signed-in layouts' guards (signed-in-guards.ts): the sign-in page does not carry them. */
export const loadSignedInGuards = () => import('./signed-in-guards.ts');

/** Everything a signed-in page needs before it can ask for its data: the three above, and the wipe
 * that signing out runs (in hand before the traveller can sign out, even offline). */
export const loadSignedInCode = () =>
  Promise.all([loadSignedInGuards(), loadSignedInOfflineWork(), loadBookingsCode(), loadWipe()]);
