import { describe, expect, it, vi } from 'vitest';
import { closeOnVersionChange } from './close-on-version-change.ts';

/** Just enough of IndexedDB: open() hands back a request that succeeds with a connection. */
function fakeFactory() {
  const db = Object.assign(new EventTarget(), { close: vi.fn() });
  const request = Object.assign(new EventTarget(), { result: db });
  const open = vi.fn(() => request);
  const factory = { open } as unknown as IDBFactory;
  return { factory, open, request, db };
}

describe('closeOnVersionChange', () => {
  it("closes a connection when another context deletes or upgrades its database (workbox-expiration's never does)", () => {
    const { factory, open, request, db } = fakeFactory();
    closeOnVersionChange(factory);
    factory.open('workbox-expiration', 1);
    expect(open).toHaveBeenCalledWith('workbox-expiration', 1);
    request.dispatchEvent(new Event('success'));
    expect(db.close).not.toHaveBeenCalled();
    db.dispatchEvent(new Event('versionchange'));
    expect(db.close).toHaveBeenCalledOnce();
  });

  it('opens without a version when none is given', () => {
    const { factory, open } = fakeFactory();
    closeOnVersionChange(factory);
    factory.open('keyval-store');
    expect(open).toHaveBeenCalledWith('keyval-store');
  });
});
