import { afterAll, afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';

type FakeDb = {
  close: Mock;
  createObjectStore: Mock;
  transaction: Mock;
  onversionchange: (() => void) | null;
  onclose: (() => void) | null;
};
type FakeRequest = {
  result: FakeDb;
  error: unknown;
  transaction: { abort: Mock };
  onupgradeneeded?: (event: { oldVersion: number }) => void;
  onsuccess?: () => void;
  onerror?: () => void;
};

const STORE = { name: 'keyval' };

/** Just enough of IndexedDB: each open() hands back a request the test settles. */
function fakeIndexedDB() {
  const requests: FakeRequest[] = [];
  const open = vi.fn(() => {
    const db: FakeDb = {
      close: vi.fn(),
      createObjectStore: vi.fn(),
      transaction: vi.fn(() => ({ objectStore: () => STORE })),
      onversionchange: null,
      onclose: null,
    };
    const request: FakeRequest = { result: db, error: new Error('open failed'), transaction: { abort: vi.fn() } };
    requests.push(request);
    return request;
  });
  vi.stubGlobal('indexedDB', { open });
  const nth = (i: number): FakeRequest => {
    const request = requests[i];
    if (!request) throw new Error(`open() was called ${requests.length} times`);
    return request;
  };
  return { open, nth };
}

// The connection is kept per module: each test starts from a fresh one.
const freshModule = () => import('./keyval-store.ts');

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());
// The files of a worker share modules: the next file must not get a connection left pending here.
afterAll(() => vi.resetModules());

describe('keyvalStore', () => {
  it('a read of a database that does not exist aborts its creation and finds nothing', async () => {
    const { nth } = fakeIndexedDB();
    const { keyvalStore, NoStoredData } = await freshModule();
    const callback = vi.fn();
    const read = keyvalStore('readonly', callback);
    const request = nth(0);
    request.onupgradeneeded?.({ oldVersion: 0 });
    expect(request.transaction.abort).toHaveBeenCalledOnce();
    expect(request.result.createObjectStore).not.toHaveBeenCalled();
    request.onerror?.();
    await expect(read).rejects.toBeInstanceOf(NoStoredData);
    expect(callback).not.toHaveBeenCalled();
  });

  it('a write that joined such a read creates the database', async () => {
    const { open, nth } = fakeIndexedDB();
    const { keyvalStore } = await freshModule();
    const read = keyvalStore('readonly', () => 'read');
    const write = keyvalStore('readwrite', (store) => store);
    expect(open).toHaveBeenCalledOnce();
    nth(0).onupgradeneeded?.({ oldVersion: 0 });
    nth(0).onerror?.();
    await expect(read).rejects.toThrow();
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    nth(1).onupgradeneeded?.({ oldVersion: 0 });
    expect(nth(1).result.createObjectStore).toHaveBeenCalledWith('keyval');
    nth(1).onsuccess?.();
    await expect(write).resolves.toBe(STORE);
  });

  it('closes its connection when another context deletes the database, and opens afresh next time', async () => {
    const { open, nth } = fakeIndexedDB();
    const { keyvalStore } = await freshModule();
    const first = keyvalStore('readonly', () => 'first');
    nth(0).onsuccess?.();
    await expect(first).resolves.toBe('first');
    await expect(keyvalStore('readonly', () => 'again')).resolves.toBe('again');
    expect(open).toHaveBeenCalledOnce();

    const db = nth(0).result;
    db.onversionchange?.();
    expect(db.close).toHaveBeenCalledOnce();
    const next = keyvalStore('readonly', () => 'next');
    expect(open).toHaveBeenCalledTimes(2);
    nth(1).onsuccess?.();
    await expect(next).resolves.toBe('next');
  });

  it('forgets a connection the browser closed', async () => {
    const { open, nth } = fakeIndexedDB();
    const { keyvalStore } = await freshModule();
    const first = keyvalStore('readwrite', () => 'first');
    nth(0).onsuccess?.();
    await first;
    nth(0).result.onclose?.();
    void keyvalStore('readonly', () => 'next');
    expect(open).toHaveBeenCalledTimes(2);
  });
});
