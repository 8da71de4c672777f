// "Save for offline": fetches everything a booking's screens read (booking-reads.ts), whether or
// not they were ever opened, and its product photos; remembers the booking as saved on this device
// (saved-set.ts), and writes the query cache to IndexedDB at once. Saved means found in the copy
// that landed on disk, never assumed: what is not there is named as not saved.
import type { QueryClient } from '@tanstack/react-query';
import type { Booking } from '../../../shared/contract/bookings.ts';
import { bookingsQuery } from '../../features/bookings/api/booking-queries.ts';
import { apiCall } from '../../lib/api-client.ts';
import { currentPersistedCopy, type PersistedCopy } from '../../lib/persisted-copy.ts';
import { utf8Bytes } from '../../lib/persist-size.ts';
import { persistNow } from '../../lib/persister.ts';
import { BOOKING_READ_REQUESTS, heldAnswer } from './booking-read-requests.ts';
import { BOOKING_READS, type BookingPart, bookingOfQueryKey, DETAIL_READ, readsFor } from './booking-reads.ts';
import { DEVICE_COPY_PART, LIST_PART, offlineStatusOf, PHOTOS_PART } from './offline-status.ts';
import { bookingPhotoUrls, cachedPhotoBytes, savePhoto } from './photo-cache.ts';

import { markSaved } from './saved-set.ts';

export type SaveProgress = { done: number; total: number };
/** What could not be saved: parts of the booking, 'photos', or the copy on this device itself. */
export type SaveOutcome = { failed: string[] };

async function fetchRead(part: BookingPart, bookingId: number): Promise<unknown> {
  const request = BOOKING_READ_REQUESTS[part];
  const searchParams = request.searchParams?.(bookingId);
  const { data, headers } = await apiCall(
    'get',
    request.path(bookingId),
    request.schema,
    searchParams && { searchParams },
  );
  return heldAnswer(request, data, headers);
}

export async function saveForOffline(
  queryClient: QueryClient,
  ids: { customerId: number; bookingId: number },
  onProgress: (progress: SaveProgress) => void = () => {},
): Promise<SaveOutcome> {
  const { customerId, bookingId } = ids;
  const failed: string[] = [];
  const fetchPart = (part: BookingPart, key: readonly unknown[]) =>
    queryClient.fetchQuery({ queryKey: key, queryFn: () => fetchRead(part, bookingId), staleTime: 0 });

  // The booking first: it says whether the visa letter applies, and which photos it has.
  const detailKey = DETAIL_READ.key(bookingId);
  const booking = (await fetchPart(DETAIL_READ.part, detailKey).catch(() => {
    failed.push(DETAIL_READ.part);
    return queryClient.getQueryData(detailKey);
  })) as Booking | undefined;
  const reads = (booking ? readsFor(booking) : BOOKING_READS.filter((read) => !read.applies)).filter(
    (read) => read !== DETAIL_READ,
  );
  const photos = booking ? bookingPhotoUrls(booking) : [];
  const progress = { done: 1, total: 3 + reads.length + (photos.length > 0 ? 1 : 0) };
  const step = () => {
    progress.done += 1;
    onProgress({ ...progress });
  };
  onProgress({ ...progress });

  const listed = queryClient.fetchQuery({ ...bookingsQuery(), staleTime: 0 });
  await Promise.all([
    listed.then(step, () => {
      failed.push(LIST_PART);
      step();
    }),
    ...reads.map((read) =>
      fetchPart(read.part, read.key(bookingId)).then(step, () => {
        failed.push(read.part);
        step();
      }),
    ),
    photos.length > 0
      ? Promise.all(photos.map((url) => savePhoto(url))).then(step, () => {
          failed.push(PHOTOS_PART);
          step();
        })
      : undefined,
  ]);

  await markSaved(customerId, bookingId).catch(() => {});
  await persistNow(queryClient).catch(() => {});
  step();
  if (!offlineStatusOf(currentPersistedCopy(), bookingId).saved) {
    // Fetched but not on disk (IndexedDB failed, or the size bound dropped it): say so.
    if (!failed.some((part) => part !== PHOTOS_PART)) failed.push(DEVICE_COPY_PART);
  }
  return { failed: orderedParts(failed) };
}

const ORDER: readonly string[] = [...BOOKING_READS.map((read) => read.part), LIST_PART, PHOTOS_PART, DEVICE_COPY_PART];

function orderedParts(parts: string[]): string[] {
  return [...new Set(parts)].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
}

/**
 * What the saved booking takes on this device: its answers in the copy on disk, in bytes of their
 * JSON, and its photos once all are in the image cache (an opaque one counts 0).
 */
export async function bytesOnDevice(copy: PersistedCopy, booking: Booking): Promise<number> {
  const answers = copy.queries
    .filter((query) => bookingOfQueryKey(query.queryKey) === booking.id)
    .reduce((sum, query) => sum + utf8Bytes(JSON.stringify(query)), 0);
  // Outside a browser there is no image cache (nor an address to resolve the photos against).
  const photos = typeof location === 'undefined' ? 0 : await cachedPhotoBytes(bookingPhotoUrls(booking)).catch(() => 0);
  return answers + (photos ?? 0);
}
