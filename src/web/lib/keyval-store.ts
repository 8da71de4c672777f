// The one IndexedDB database of the customer's data on this device (the persisted query cache,
// page snapshots, saved bookings), through idb-keyval, under its default names so that copies
// already written stay readable. Sign-out deletes the database outright (deleteKeyvalDatabase): a
// cleared store keeps the deleted records in its files on disk until the browser compacts them,
// a deleted database takes its files with it.
//
// idb-keyval's own store keeps its connection open for good, and an open connection (a tab's,
// the service worker's) blocks a deletion until it closes. Every connection made here closes
// itself when another context deletes the database, and the next use opens it anew.
import type { UseStore } from 'idb-keyval';
import { deleteDatabase } from '../offline/delete-database.ts';

export const KEYVAL_DATABASE = 'keyval-store';
const STORE = 'keyval';

let connection: Promise<IDBDatabase> | undefined;

function connect(): Promise<IDBDatabase> {
  if (connection) return connection;
  const opening = new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(KEYVAL_DATABASE);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      const letGo = () => {
        db.close();
        if (connection === opening) connection = undefined;
      };
      db.onversionchange = letGo;
      db.onclose = letGo;
      resolve(db);
    };
    request.onerror = () => reject(request.error);
  });
  connection = opening;
  opening.catch(() => {
    if (connection === opening) connection = undefined;
  });
  return opening;
}

export const keyvalStore: UseStore = (mode, callback) =>
  connect().then((db) => callback(db.transaction(STORE, mode).objectStore(STORE)));

/** Deletes the database and its files; resolves once deleted (or once every other connection has let go). */
export async function deleteKeyvalDatabase(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const open = connection;
  connection = undefined;
  (await open?.catch(() => undefined))?.close();
  await deleteDatabase(indexedDB, KEYVAL_DATABASE);
}
