import { describe, expect, it } from 'vitest';
import { isNetworkOnlyNavigation, isRuntimeCachedImage } from './service-worker-routes.ts';

const origin = 'https://cruise.example';
const url = (path: string, base = origin) => new URL(path, base);

describe('service worker routes', () => {
  it('leaves the API and the CRM redirects to the server, every other navigation gets the app', () => {
    expect(isNetworkOnlyNavigation(url('/api/v2/customer/me.json'))).toBe(true);
    expect(isNetworkOnlyNavigation(url('/api'))).toBe(true);
    expect(isNetworkOnlyNavigation(url('/customers/auto?token=x'))).toBe(true);
    expect(isNetworkOnlyNavigation(url('/reviews/new'))).toBe(true);
    expect(isNetworkOnlyNavigation(url('/'))).toBe(false);
    expect(isNetworkOnlyNavigation(url('/bookings/40009'))).toBe(false);
    expect(isNetworkOnlyNavigation(url('/apiary'))).toBe(false);
  });

  it('leaves the health probes to the server', () => {
    expect(isNetworkOnlyNavigation(url('/healthz'))).toBe(true);
    expect(isNetworkOnlyNavigation(url('/readyz'))).toBe(true);
    expect(isNetworkOnlyNavigation(url('/readyz/x'))).toBe(false);
  });

  it('caches product photos and avatars at run time, here or on the CRM host, never the API', () => {
    expect(isRuntimeCachedImage(url('/images/products/croatia.webp'), origin)).toBe(true);
    expect(isRuntimeCachedImage(url('/avatars/olivia.jpg?v=1'), origin)).toBe(true);
    expect(isRuntimeCachedImage(url('/images/products/x.jpg', 'https://crm.example'), origin)).toBe(true);
    expect(isRuntimeCachedImage(url('/api/v2/customer/avatar'), origin)).toBe(false);
    expect(isRuntimeCachedImage(url('/brands/cruise-logo.png'), origin)).toBe(false);
  });
});
