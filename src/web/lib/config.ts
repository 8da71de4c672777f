// The only place the client reads its build-time configuration.
// VITE_API_ORIGIN lets the PWA talk to any server that honours the contract; empty means same origin.
export const config = {
  apiOrigin: (import.meta.env.VITE_API_ORIGIN as string | undefined) ?? '',
  stripePublishableKey: (import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined) ?? '',
  buildId: (import.meta.env.VITE_BUILD_ID as string | undefined) ?? 'dev',
} as const;
