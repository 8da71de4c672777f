import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';

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
  return { open, requests };
}

// The connection is kept per module: each test starts from a fresh one.
const freshModule = () => import('./keyval-store.ts');

beforeEach(() => vi.resetModules());
afterEach(() => vi.unstubAllGlobals());

describe('keyvalStore', () => {
  it('a read of a database that does not exist aborts its creation and finds nothing', async () => {
    const { requests } = fakeIndexedDB();
    const { keyvalStore, NoStoredData } = await freshModule();
    const callback = vi.fn();
    const read = keyvalStore('readonly', callback);
    const [request] = requests;
    request.onupgradeneeded?.({ oldVersion: 0 });
    expect(request.transaction.abort).toHaveBeenCalledOnce();
    expect(request.result.createObjectStore).not.toHaveBeenCalled();
    request.onerror?.();
    await expect(read).rejects.toBeInstanceOf(NoStoredData);
    expect(callback).not.toHaveBeenCalled();
  });

  it('a write that joined such a read creates the database', async () => {
    const { open, requests } = fakeIndexedDB();
    const { keyvalStore } = await freshModule();
    const read = keyvalStore('readonly', () => 'read');
    const write = keyvalStore('readwrite', (store) => store);
    expect(open).toHaveBeenCalledOnce();
    requests[0].onupgradeneeded?.({ oldVersion: 0 });
    requests[0].onerror?.();
    await expect(read).rejects.toThrow();
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    requests[1].onupgradeneeded?.({ oldVersion: 0 });
    expect(requests[1].result.createObjectStore).toHaveBeenCalledWith('keyval');
    requests[1].onsuccess?.();
    await expect(write).resolves.toBe(STORE);
  });

  it('closes its connection when another context deletes the database, and opens afresh next time', async () => {
    const { open, requests } = fakeIndexedDB();
    const { keyvalStore } = await freshModule();
    const first = keyvalStore('readonly', () => 'first');
    requests[0].onsuccess?.();
    await expect(first).resolves.toBe('first');
    await expect(keyvalStore('readonly', () => 'again')).resolves.toBe('again');
    expect(open).toHaveBeenCalledOnce();

    const db = requests[0].result;
    db.onversionchange?.();
    expect(db.close).toHaveBeenCalledOnce();
    const next = keyvalStore('readonly', () => 'next');
    expect(open).toHaveBeenCalledTimes(2);
    requests[1].onsuccess?.();
    await expect(next).resolves.toBe('next');
  });

  it('forgets a connection the browser closed', async () => {
    const { open, requests } = fakeIndexedDB();
    const { keyvalStore } = await freshModule();
    const first = keyvalStore('readwrite', () => 'first');
    requests[0].onsuccess?.();
    await first;
    requests[0].result.onclose?.();
    void keyvalStore('readonly', () => 'next');
    expect(open).toHaveBeenCalledTimes(2);
  });
});
