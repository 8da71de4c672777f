import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

const origin = 'https://portal.example';

describe('safeRedirect', () => {
  it('follows a path on this origin, keeping query and hash', () => {
    expect(safeRedirect('/bookings/12/payments?initializeWith=deposit#top', origin)).toBe(
      '/bookings/12/payments?initializeWith=deposit#top',
    );
    expect(safeRedirect('/', origin)).toBe('/');
  });

  it('refuses absolute and protocol-relative URLs', () => {
    for (const target of [
      'https://evil.example/',
      'http://portal.example/bookings',
      '//evil.example/path',
      '/\\evil.example',
      'javascript:alert(1)',
      ' /bookings',
    ]) {
      expect(safeRedirect(target, origin)).toBeNull();
    }
  });

  it('refuses paths hiding a host behind control characters', () => {
    expect(safeRedirect('/\t/evil.example', origin)).toBeNull();
    expect(safeRedirect('/\n/evil.example', origin)).toBeNull();
  });

  it('refuses anything that is not a string', () => {
    expect(safeRedirect(undefined, origin)).toBeNull();
    expect(safeRedirect(42, origin)).toBeNull();
    expect(safeRedirect({ to: '/' }, origin)).toBeNull();
  });

  it('refuses a path that only reads as another host once its dot segments are resolved', () => {
    for (const target of ['/.//evil.example/pwned', '/%2e//evil.example', '/./\\evil.example', '/a/..//evil.example'])
      expect(safeRedirect(target, origin), target).toBeNull();
  });

  it('normalises dot segments without leaving the origin', () => {
    expect(safeRedirect('/a/../../profile', origin)).toBe('/profile');
  });
});
