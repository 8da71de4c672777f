// The IndexedDB database the app keeps a customer's copies in (the persisted query cache, page
// snapshots, saved bookings), as the store of every idb-keyval call, in the page and in the
// service worker. Sign-out deletes the database outright (wipe.ts), so its files leave the disk:
// - every connection closes when another context deletes or upgrades the database, so no tab and
//   no worker keeps the deletion waiting, and is then forgotten, so the next call opens afresh
//   (idb-keyval's own store keeps its first connection for good and fails once it is closed);
// - a read never creates the database: after a sign-out, looking for a copy leaves nothing behind,
//   and only a write (made while signed in) brings the database back.
import type { UseStore } from 'idb-keyval';

export const KEYVAL_DB_NAME = 'keyval-store';
const STORE_NAME = 'keyval';

/** What a read of a database that does not exist fails with (callers treat it as nothing stored). */
export class NoStoredData extends Error {
  constructor() {
    super(`IndexedDB database ${KEYVAL_DB_NAME} does not exist`);
    this.name = 'NoStoredData';
  }
}

function openDatabase(create: boolean): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let absent = false;
    const request = indexedDB.open(KEYVAL_DB_NAME);
    request.onupgradeneeded = (event) => {
      if (create || event.oldVersion > 0) {
        request.result.createObjectStore(STORE_NAME);
        return;
      }
      // Aborting the creation of a new database leaves none behind.
      absent = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(absent ? new NoStoredData() : request.error);
  });
}

let connection: Promise<IDBDatabase> | undefined;

function connect(create: boolean): Promise<IDBDatabase> {
  if (connection) return connection;
  const opening = openDatabase(create);
  connection = opening;
  const forget = () => {
    if (connection === opening) connection = undefined;
  };
  opening.then((db) => {
    db.onversionchange = () => {
      db.close(); // 'close' does not fire for a close asked for
      forget();
    };
    db.onclose = forget; // closed by the browser (storage cleared, Safari)
  }, forget);
  return opening;
}

async function database(mode: IDBTransactionMode): Promise<IDBDatabase> {
  const create = mode === 'readwrite';
  try {
    return await connect(create);
  } catch (error) {
    // A write that joined a read's open of a database that was not there creates it.
    if (create && error instanceof NoStoredData) return connect(true);
    throw error;
  }
}

export const keyvalStore: UseStore = async (mode, callback) =>
  callback((await database(mode)).transaction(STORE_NAME, mode).objectStore(STORE_NAME));
