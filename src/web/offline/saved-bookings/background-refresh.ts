// The service worker's periodic background sync (sw.ts): with no window of the app open, it fetches
// the saved bookings due for a refresh (refresh-rules.ts) and writes them into the copy of the query
// cache on disk, which the next start restores. An open window is asked to do it instead, through
// its own query cache. The copy is touched only when it is of this build, and nothing is written
// when the session is gone (401) or a window opened meanwhile (it writes its own copy).
import { get, keys, set } from 'idb-keyval';
import { keyvalStore } from '../../lib/keyval-store.ts';
import * as v from 'valibot';
import { apiPath } from '../../../shared/contract/api.ts';
import { fromWire, toWire } from '../../../shared/wire.ts';
import { CACHE_KEY_PREFIX, PERSIST_MAX_BYTES, persistBuster } from '../../lib/persist-policy.ts';
import { fitWithinBytes } from '../../lib/persist-size.ts';
import { BOOKING_READ_REQUESTS, heldAnswer } from './booking-read-requests.ts';
import { type BookingFacts, DETAIL_READ, readsFor } from './booking-reads.ts';
import { type FreshAnswer, type StoredCopy, withFreshAnswers } from './copy-patch.ts';
import { offlineStatusOf } from './offline-status.ts';
import { REFRESH_SAVED_MESSAGE } from './refresh-messages.ts';
import { bookingsToRefresh, type TripDates } from './refresh-rules.ts';
import { isSavedBookingQuery, savedBookingIds } from './saved-set.ts';

type Worker = { clients: Clients; origin: string; apiOrigin: string; buildId: string };

class SignedOut extends Error {}

async function fetchPart(worker: Worker, part: keyof typeof BOOKING_READ_REQUESTS, bookingId: number) {
  const request = BOOKING_READ_REQUESTS[part];
  const url = new URL(`${worker.apiOrigin}${apiPath(request.path(bookingId))}`, worker.origin);
  const search = request.searchParams?.(bookingId);
  if (search) url.search = new URLSearchParams(toWire(search) as Record<string, string>).toString();
  const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (response.status === 401) throw new SignedOut();
  if (!response.ok) throw new Error(`${part}: ${response.status}`);
  const answer = v.parse(request.schema, fromWire(JSON.parse(await response.text())));
  return heldAnswer(request, answer, response.headers);
}

/** Every read of the booking, fetched; a read that fails is left as the copy had it. */
async function freshAnswers(worker: Worker, bookingId: number): Promise<FreshAnswer[]> {
  const booking = (await fetchPart(worker, DETAIL_READ.part, bookingId)) as BookingFacts;
  const answers: FreshAnswer[] = [{ queryKey: DETAIL_READ.key(bookingId), data: booking }];
  for (const read of readsFor(booking).filter((one) => one !== DETAIL_READ)) {
    try {
      answers.push({ queryKey: read.key(bookingId), data: await fetchPart(worker, read.part, bookingId) });
    } catch (error) {
      if (error instanceof SignedOut) throw error;
    }
  }
  return answers;
}

const windowsOpen = async (worker: Worker) => (await worker.clients.matchAll({ type: 'window' })).length > 0;

export async function refreshSavedInBackground(worker: Worker): Promise<void> {
  const [open] = await worker.clients.matchAll({ type: 'window' });
  if (open) {
    open.postMessage({ type: REFRESH_SAVED_MESSAGE });
    return;
  }
  const key = (await keys(keyvalStore)).find(
    (one): one is string => typeof one === 'string' && one.startsWith(CACHE_KEY_PREFIX),
  );
  const customerId = Number(key?.slice(CACHE_KEY_PREFIX.length));
  const raw = key ? await get<string>(key, keyvalStore) : undefined;
  if (!key || !Number.isInteger(customerId) || typeof raw !== 'string') return;
  const copy = JSON.parse(raw) as StoredCopy;
  if (copy.buster !== persistBuster(worker.buildId)) return;
  const saved = await savedBookingIds(customerId);
  const onDisk = { customerId, queries: copy.clientState.queries };
  const tripOf = (id: number) =>
    copy.clientState.queries.find((query) => query.queryHash === JSON.stringify(DETAIL_READ.key(id)))?.state.data as
      | TripDates
      | undefined;
  const due = bookingsToRefresh(saved, tripOf, (id) => offlineStatusOf(onDisk, id), Date.now());
  const answers: FreshAnswer[] = [];
  for (const bookingId of due) {
    try {
      answers.push(...(await freshAnswers(worker, bookingId)));
    } catch (error) {
      if (error instanceof SignedOut) return; // signed out elsewhere: the copy is not this worker's to renew
    }
  }
  if (answers.length === 0) return;
  const fitted = fitWithinBytes(
    withFreshAnswers(copy, answers, Date.now()),
    PERSIST_MAX_BYTES,
    isSavedBookingQuery(saved),
  );
  if (!fitted || (await windowsOpen(worker)) || (await get(key, keyvalStore)) !== raw) return;
  await set(key, JSON.stringify(fitted), keyvalStore);
}
