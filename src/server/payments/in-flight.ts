// The card attempts this process is charging right now, per database. A reconciler never settles
// one of these from the provider's answer, however slow the provider is: its request will.
// (Other processes' attempts are told apart by age instead: see RECONCILE_AFTER_SECONDS.)
import type { Db } from '../db/client.ts';

const running = new WeakMap<Db, Map<number, number>>();

const of = (db: Db) => {
  let map = running.get(db);
  if (!map) {
    map = new Map();
    running.set(db, map);
  }
  return map;
};

export const isInFlight = (db: Db, paymentId: number) => (of(db).get(paymentId) ?? 0) > 0;

/** Runs `work` with the attempt marked in flight (counted: a retry may overlap its first request). */
export async function whileInFlight<T>(db: Db, paymentId: number, work: () => Promise<T>): Promise<T> {
  const map = of(db);
  map.set(paymentId, (map.get(paymentId) ?? 0) + 1);
  try {
    return await work();
  } finally {
    const left = (map.get(paymentId) ?? 1) - 1;
    if (left > 0) map.set(paymentId, left);
    else map.delete(paymentId);
  }
}
