import { describe, expect, it } from 'vitest';
import { PERSIST_MAX_AGE_MS } from '../lib/persist-policy.ts';
import { type PageSnapshot, paintableSnapshotKey, pageSnapshotKey, staleSnapshotKeys } from './page-snapshot-keys.ts';
import { isServableSnapshot, shellWithSnapshot } from './page-snapshot-rules.ts';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('pageSnapshotKey', () => {
  it("names the dashboard (with its scope) and a booking page, with the customer's id", () => {
    expect(pageSnapshotKey(7, at('/'))).toBe('gangway-page:7:/');
    expect(pageSnapshotKey(7, at('/', '?scope=past'))).toBe('gangway-page:7:/?scope=past');
    expect(pageSnapshotKey(7, at('/bookings/40003'))).toBe('gangway-page:7:/bookings/40003');
  });

  it('leaves every other page out: forms, dialogs as routes, visitor pages', () => {
    for (const path of [
      '/login',
      '/profile',
      '/bookings/40003/new_payment',
      '/bookings/40003/messages',
      '/bookings/x',
      '/404',
    ])
      expect(pageSnapshotKey(7, at(path)), path).toBeUndefined();
  });
});

describe('staleSnapshotKeys', () => {
  it("deletes the snapshots whose customer's persisted cache is gone, keeps the others", () => {
    const keys = ['gangway-cache:7', 'gangway-page:7:/', 'gangway-page:8:/', 'gangway-page:70:/bookings/1', 'other'];
    expect(staleSnapshotKeys(keys)).toEqual(['gangway-page:8:/', 'gangway-page:70:/bookings/1']);
  });

  it("with a customer signed in, deletes every other customer's snapshots too", () => {
    const keys = ['gangway-cache:7', 'gangway-cache:8', 'gangway-page:7:/', 'gangway-page:8:/'];
    expect(staleSnapshotKeys(keys, 7)).toEqual(['gangway-page:8:/']);
    expect(staleSnapshotKeys(keys)).toEqual([]);
  });
});

describe('paintableSnapshotKey', () => {
  it('finds the snapshot of a customer whose persisted cache is on the device', () => {
    const keys = ['gangway-cache:7', 'gangway-page:7:/', 'gangway-page:7:/bookings/40003'];
    expect(paintableSnapshotKey(keys, at('/'))).toBe('gangway-page:7:/');
    expect(paintableSnapshotKey(keys, at('/bookings/40003'))).toBe('gangway-page:7:/bookings/40003');
  });

  it("finds none once that customer's cache is gone, for another address, or for a page never snapshotted", () => {
    expect(paintableSnapshotKey(['gangway-page:7:/'], at('/'))).toBeUndefined();
    expect(paintableSnapshotKey(['gangway-cache:8', 'gangway-page:7:/'], at('/'))).toBeUndefined();
    expect(paintableSnapshotKey(['gangway-cache:7', 'gangway-page:7:/'], at('/', '?scope=past'))).toBeUndefined();
    expect(paintableSnapshotKey(['gangway-cache:7', 'gangway-page:7:/login'], at('/login'))).toBeUndefined();
    expect(paintableSnapshotKey([42, 'gangway-query-cache'], at('/'))).toBeUndefined();
  });
});

describe('isServableSnapshot', () => {
  const now = Date.UTC(2026, 10, 25, 12);
  const snapshot: PageSnapshot = {
    customerId: 7,
    build: 'abc1234',
    savedAt: now - 60_000,
    title: 'Dashboard',
    html: '<main></main>',
  };
  const expected = { key: 'gangway-page:7:/', url: at('/'), build: 'abc1234', now };

  it('is painted when it is of this build, recent, and stored under its own customer and address', () => {
    expect(isServableSnapshot(snapshot, expected)).toBe(true);
  });

  it("is not painted from under another customer's or another address's key", () => {
    expect(isServableSnapshot(snapshot, { ...expected, key: 'gangway-page:8:/' })).toBe(false);
    expect(isServableSnapshot(snapshot, { ...expected, url: at('/bookings/40003') })).toBe(false);
  });

  it('is not painted by another build, when older than the persisted cache may be, or from the future', () => {
    expect(isServableSnapshot(snapshot, { ...expected, build: 'def5678' })).toBe(false);
    expect(isServableSnapshot({ ...snapshot, savedAt: now - PERSIST_MAX_AGE_MS - 1 }, expected)).toBe(false);
    expect(isServableSnapshot({ ...snapshot, savedAt: now - PERSIST_MAX_AGE_MS }, expected)).toBe(true);
    expect(isServableSnapshot({ ...snapshot, savedAt: now + 1 }, expected)).toBe(false);
  });

  it('is not painted when malformed', () => {
    for (const broken of [
      undefined,
      null,
      'text',
      {},
      { ...snapshot, html: 3 },
      { ...snapshot, customerId: '7' },
      { ...snapshot, title: undefined },
    ])
      expect(isServableSnapshot(broken, expected)).toBe(false);
  });
});

describe('shellWithSnapshot', () => {
  const shell = [
    '<!doctype html><html><head><title>My account</title>',
    '<script type="module" crossorigin src="/assets/index-abc1234.js"></script>',
    '<link rel="stylesheet" crossorigin href="/assets/index-def5678.css">',
    '</head><body><div id="root"><div class="shell">skeleton</div></div></body></html>',
  ].join('');
  const snapshot: PageSnapshot = {
    customerId: 7,
    build: 'abc1234',
    savedAt: 1_790_000_000_000,
    title: 'Your Tour <& more> | Gangway',
    html: '<main><h1>Your Tour</h1></main>',
  };

  it("puts the snapshot in #root, inert in a wrapper without a box, instead of the shell's skeleton", () => {
    const html = shellWithSnapshot(shell, snapshot);
    expect(html).toContain(
      '<div id="root" data-prerendered="snapshot" data-snapshot="1790000000000"><div class="contents" inert><main><h1>Your Tour</h1></main></div></div>',
    );
    expect(html).not.toContain('skeleton');
    expect(html).toContain('<title>Your Tour &lt;&amp; more&gt; | Gangway</title>');
  });

  it("starts the app's script after the snapshot is painted; the stylesheet stays linked", () => {
    const html = shellWithSnapshot(shell, snapshot);
    expect(html).toContain(
      '<script type="module" src="/start-after-paint.js" data-entry="/assets/index-abc1234.js"></script>',
    );
    expect(html).not.toContain('crossorigin src="/assets/index-abc1234.js"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-def5678.css">');
  });

  it('names the files the page had loaded, for start-after-paint.js to ask for once the entry is in', () => {
    const html = shellWithSnapshot(shell, { ...snapshot, scripts: ['/assets/dashboard-1.js', '/assets/dates-2.js'] });
    expect(html).toContain(
      '<script type="module" src="/start-after-paint.js" data-entry="/assets/index-abc1234.js" data-preload="/assets/dashboard-1.js /assets/dates-2.js"></script>',
    );
  });

  it("names nothing when the snapshot's scripts are not the app's files (only those go into the page)", () => {
    for (const scripts of [['/assets/a.js" onload="x'], ['https://elsewhere.example/a.js'], 'not a list', [7]]) {
      const html = shellWithSnapshot(shell, { ...snapshot, scripts } as PageSnapshot);
      expect(html).toContain('data-entry="/assets/index-abc1234.js"></script>');
    }
  });
});
