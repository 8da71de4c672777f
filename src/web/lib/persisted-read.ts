// The first thing main.tsx imports: it asks IndexedDB for the signed-in customer's persisted cache
// while the browser is still evaluating React, the router and the rest of the app, so an offline
// start does not wait for the read after all that work. Only small, React-free modules here.
import { get } from 'idb-keyval';
import { keyvalStore } from './keyval-store.ts';
import { isMarkedLoggedIn, rememberedCustomerId } from './login-state.ts';
import { restorableCacheKey } from './persist-policy.ts';

export type PersistedRead = { customerId: number | undefined; key: string | undefined; raw: Promise<unknown> };

export function readPersistedCache(): PersistedRead {
  const customerId = rememberedCustomerId();
  const key = restorableCacheKey(isMarkedLoggedIn(), customerId);
  return { customerId, key, raw: key ? get(key, keyvalStore) : Promise.resolve(undefined) };
}

export const earlyPersistedRead: PersistedRead = readPersistedCache();
