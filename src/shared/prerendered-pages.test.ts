import { describe, expect, it } from 'vitest';
import { prerenderAddress, prerenderedFile, prerenderedPageFor } from './prerendered-pages.ts';

const pageFor = (address: string) => {
  const url = new URL(address, 'http://localhost');
  return prerenderedPageFor(url.pathname, url.searchParams)?.file;
};

describe('prerendered pages', () => {
  it.each([
    ['/login', 'login'],
    ['/login/', 'login'],
    ['/login?redirect=%2Fprofile', 'login'],
    ['/registration', 'registration'],
    ['/password/new', 'forgot-password'],
    ['/password/edit?reset_password_token=abc', 'reset-password'],
    ['/404', 'not-found'],
    ['/invite/Zm9vYmFy', 'invitation'],
    ['/invite/Zm9vYmFy/', 'invitation'],
  ])('%s is served as %s', (address, file) => {
    expect(pageFor(address)).toBe(file);
  });

  it.each([
    '/',
    '/bookings/40003',
    '/password/edit',
    '/password/edit?reset_password_token=',
    '/invite/',
    '/invite/a/b',
    '/login/extra',
  ])('%s is not prerendered', (address) => {
    expect(pageFor(address)).toBeUndefined();
  });

  it('renders each page at an address it answers, and names its file per brand and variant', () => {
    const reset = prerenderedPageFor('/password/edit', new URLSearchParams('reset_password_token=x'));
    const invitation = prerenderedPageFor('/invite/x', new URLSearchParams());
    if (!reset || !invitation) throw new Error('both are prerendered');
    expect(prerenderAddress(reset)).toBe('/password/edit?reset_password_token=prerendered');
    expect(pageFor(prerenderAddress(invitation))).toBe('invitation');
    expect(prerenderedFile(reset, 'tour', false)).toBe('prerendered/tour/reset-password.html');
    expect(prerenderedFile(reset, 'tour', true)).toBe('prerendered/tour/reset-password.facebook.html');
  });
});
