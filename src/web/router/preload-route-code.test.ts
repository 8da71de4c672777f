import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadRouteCode } from './preload-route-code.ts';

const route = (id: string, loaderCode?: () => Promise<unknown>) =>
  ({ id, options: { staticData: loaderCode ? { loaderCode } : undefined } }) as unknown as AnyRoute;

/** Runs each route's part at once. */
const now = (work: () => void) => work();

function fakeRouter(routes: AnyRoute[]) {
  return {
    latestLocation: { pathname: '/' } as never,
    getMatchedRoutes: vi.fn(() => [routes] as const),
    loadRouteChunk: vi.fn((_route: AnyRoute): Promise<void> => Promise.resolve()),
  };
}

describe('preloadRouteCode (the landing page loads while the app starts)', () => {
  it("loads every matched route's chunks and its loader's code, and what the guard waits for", () => {
    const loaderCode = vi.fn(() => Promise.resolve());
    const signedInCode = vi.fn(() => Promise.resolve());
    const routes = [route('__root__'), route('authenticated'), route('/', loaderCode)];
    const router = fakeRouter(routes);
    preloadRouteCode(router, { signedIn: true, signedInOnly: ['authenticated'], signedInCode, inTurn: now });
    expect(router.loadRouteChunk.mock.calls.map(([r]) => r)).toEqual(routes);
    expect(loaderCode).toHaveBeenCalledOnce();
    expect(signedInCode).toHaveBeenCalledOnce();
  });

  it('loads nothing of a signed-in page for a visitor, who will be sent to the login page', () => {
    const loaderCode = vi.fn(() => Promise.resolve());
    const signedInCode = vi.fn(() => Promise.resolve());
    const router = fakeRouter([route('__root__'), route('authenticated'), route('/', loaderCode)]);
    preloadRouteCode(router, { signedIn: false, signedInOnly: ['authenticated'], signedInCode, inTurn: now });
    expect(router.loadRouteChunk).not.toHaveBeenCalled();
    expect(loaderCode).not.toHaveBeenCalled();
    expect(signedInCode).not.toHaveBeenCalled();
  });

  it("loads a visitor page's chunks for a visitor, without the signed-in code", () => {
    const signedInCode = vi.fn(() => Promise.resolve());
    const routes = [route('__root__'), route('visitor'), route('/login')];
    const router = fakeRouter(routes);
    preloadRouteCode(router, { signedIn: false, signedInOnly: ['authenticated'], signedInCode, inTurn: now });
    expect(router.loadRouteChunk).toHaveBeenCalledTimes(3);
    expect(signedInCode).not.toHaveBeenCalled();
  });

  it("asks for each route's code in a turn of its own when given one", () => {
    const loaderCode = vi.fn(() => Promise.resolve());
    const routes = [route('__root__'), route('authenticated'), route('/', loaderCode)];
    const router = fakeRouter(routes);
    const turns: (() => void)[] = [];
    preloadRouteCode(router, { signedIn: true, signedInOnly: [], inTurn: (work) => turns.push(work) });
    expect(turns).toHaveLength(3);
    expect(router.loadRouteChunk).not.toHaveBeenCalled();
    turns[0]?.();
    expect(router.loadRouteChunk.mock.calls.map(([r]) => r)).toEqual([routes[0]]);
    turns[2]?.();
    expect(loaderCode).toHaveBeenCalledOnce();
  });

  it('swallows a failed load (the router reports it when it loads the page itself)', async () => {
    const router = fakeRouter([route('/', () => Promise.reject(new Error('offline')))]);
    router.loadRouteChunk.mockImplementation(() => Promise.reject(new Error('offline')));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    preloadRouteCode(router, { signedIn: true, signedInOnly: [], inTurn: now });
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
