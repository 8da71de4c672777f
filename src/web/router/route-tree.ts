// Every route of the portal with its exact path. Pages are loaded lazily; the layouts hold the
// guards. The loaders import the bookings code on demand too (it carries the bookings contract):
// the sign-in page never needs it; the router fetches it in parallel with the page's own chunk.
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  notFound,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import type { RouterContext } from './context.ts';
import { type GuardArgs, loadCustomerIfSignedIn, visitorGuard } from './guards.ts';
import { loadBookingsCode, loadSignedInGuards } from './route-code.ts';
import { AuthenticatedLayout } from '../routes/authenticated-layout.tsx';
import { RootLayout } from '../routes/root-layout.tsx';
import { RedirectToNotFound } from './redirect-to-not-found.tsx';

const authenticatedGuard = async (args: GuardArgs) => (await loadSignedInGuards()).authenticatedGuard(args);
const signedInGuard = async (args: GuardArgs) => (await loadSignedInGuards()).signedInGuard(args);

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: RedirectToNotFound,
});

// ---- Authenticated pages: the access guard, noindex.
export const authenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authenticated',
  beforeLoad: authenticatedGuard,
  component: AuthenticatedLayout,
});

export type DashboardSearch = { scope?: 'active' | 'past' | 'expired' };

export const dashboardRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/',
  // The chosen tab lives in the address, so reload and back keep it.
  validateSearch: (search: Record<string, unknown>): DashboardSearch =>
    search.scope === 'active' || search.scope === 'past' || search.scope === 'expired' ? { scope: search.scope } : {},
  loader: async ({ context, preload }) => (await loadBookingsCode()).loadBookings(context.queryClient, preload),
  staticData: { loaderCode: loadBookingsCode },
  component: lazyRouteComponent(() => import('../routes/dashboard.tsx'), 'DashboardPage'),
  pendingComponent: lazyRouteComponent(() => import('../routes/dashboard.tsx'), 'DashboardPending'),
});

/** Booking ids are digits only; anything else is not a booking (-> /404). */
export const bookingParams = {
  parse: ({ id }: { id: string }) => {
    if (!/^\d{1,9}$/.test(id)) throw notFound();
    return { id: Number(id) };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};

export const bookingRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'bookings/$id',
  params: bookingParams,
  loader: async ({ context, params, preload }) =>
    (await loadBookingsCode()).loadBooking(context.queryClient, params.id, preload),
  staticData: { loaderCode: loadBookingsCode },
  component: lazyRouteComponent(() => import('../routes/booking.tsx'), 'BookingPage'),
  pendingComponent: lazyRouteComponent(() => import('../routes/booking.tsx'), 'BookingPending'),
});

export type NewPaymentSearch = { initializeWith?: 'fullPayment' | 'deposit' };

export const newPaymentRoute = createRoute({
  getParentRoute: () => bookingRoute,
  path: 'new_payment',
  validateSearch: (search: Record<string, unknown>): NewPaymentSearch =>
    search.initializeWith === 'fullPayment' || search.initializeWith === 'deposit'
      ? { initializeWith: search.initializeWith }
      : {},
  component: lazyRouteComponent(() => import('../routes/new-payment.tsx'), 'NewPaymentPage'),
});

export const bookingMessagesRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'bookings/$id/messages',
  params: bookingParams,
  component: lazyRouteComponent(() => import('../routes/booking-messages.tsx'), 'BookingMessagesPage'),
});

export const paymentsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'bookings/$id/payments',
  params: bookingParams,
  component: lazyRouteComponent(() => import('../routes/booking-payments.tsx'), 'BookingPaymentsPage'),
});

export const creditNotesRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'bookings/$id/credit_notes',
  params: bookingParams,
  component: lazyRouteComponent(() => import('../routes/credit-notes.tsx'), 'CreditNotesPage'),
});

export const reviewRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'bookings/$id/review',
  params: bookingParams,
  component: lazyRouteComponent(() => import('../routes/review.tsx'), 'ReviewPage'),
});

export const notificationsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'notifications',
  component: lazyRouteComponent(() => import('../routes/notifications.tsx'), 'NotificationsPage'),
});

export const profileRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: 'profile',
  component: lazyRouteComponent(() => import('../routes/profile.tsx'), 'ProfilePage'),
});

// The misspelt address '/notifiations' is kept as well: both addresses work.
export const notificationsMisspeltRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'notifiations',
  beforeLoad: ({ search }) => {
    throw redirect({ to: '/notifications', search, replace: true });
  },
});

// ---- The forced first-password page: signed in, but not subject to its own forced redirect.
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: signedInGuard,
  component: AuthenticatedLayout,
});

export const changePasswordRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'welcome/change_password',
  component: lazyRouteComponent(() => import('../routes/change-password.tsx'), 'ChangePasswordPage'),
});

// ---- Visitor pages: a signed-in customer goes to the dashboard.
export const visitorRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'visitor',
  beforeLoad: visitorGuard,
  component: Outlet,
});

export type LoginSearch = { redirect?: string };

export const loginRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: 'login',
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' && search.redirect.startsWith('/') ? { redirect: search.redirect } : {},
  component: lazyRouteComponent(() => import('../routes/login.tsx'), 'LoginPage'),
});

export const registrationRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: 'registration',
  component: lazyRouteComponent(() => import('../routes/registration.tsx'), 'RegistrationPage'),
});

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: 'password/new',
  component: lazyRouteComponent(() => import('../routes/forgot-password.tsx'), 'ForgotPasswordPage'),
});

export type ResetPasswordSearch = { reset_password_token?: string };

export const resetPasswordRoute = createRoute({
  getParentRoute: () => visitorRoute,
  path: 'password/edit',
  validateSearch: (search: Record<string, unknown>): ResetPasswordSearch =>
    search.reset_password_token !== undefined ? { reset_password_token: String(search.reset_password_token) } : {},
  component: lazyRouteComponent(() => import('../routes/reset-password.tsx'), 'ResetPasswordPage'),
});

// ---- Open to everyone.
export const inviteRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'invite/$autologinToken',
  beforeLoad: loadCustomerIfSignedIn,
  component: lazyRouteComponent(() => import('../routes/invite.tsx'), 'InvitePage'),
});

export const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '404',
  component: lazyRouteComponent(() => import('../routes/not-found.tsx'), 'NotFoundPage'),
});

// The full-page redirects to the CRM host, with their code fetched only when one is visited.
const crmRedirectOnDemand: typeof import('./crm-redirect.ts').crmRedirect = async (args) =>
  (await import('./crm-redirect.ts')).crmRedirect(args);

export const customersAutoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'customers/auto',
  beforeLoad: crmRedirectOnDemand,
});

export const newReviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'reviews/new',
  beforeLoad: crmRedirectOnDemand,
});

export const routeTree = rootRoute.addChildren([
  authenticatedRoute.addChildren([
    dashboardRoute,
    bookingRoute.addChildren([newPaymentRoute]),
    bookingMessagesRoute,
    paymentsRoute,
    creditNotesRoute,
    reviewRoute,
    notificationsRoute,
    profileRoute,
  ]),
  notificationsMisspeltRoute,
  signedInRoute.addChildren([changePasswordRoute]),
  visitorRoute.addChildren([loginRoute, registrationRoute, forgotPasswordRoute, resetPasswordRoute]),
  inviteRoute,
  notFoundRoute,
  customersAutoRoute,
  newReviewRoute,
]);

/** Pages a signed-out visitor may be on: a login elsewhere reloads them (login-state rules). */
export function isUnauthenticatedRouteId(routeId: string): boolean {
  // Read when asked: route ids are only assigned once the router has built the tree.
  return [visitorRoute.id, inviteRoute.id, notFoundRoute.id].includes(routeId as never);
}
