// The only place the client reads its build-time configuration.
// VITE_API_ORIGIN lets the PWA talk to any server that honours the contract; empty means same origin.
// The Stripe publishable keys are not built in: the server hands them out (GET payment_config), so
// one build serves both provider accounts and the sandbox.
export const config = {
  apiOrigin: (import.meta.env.VITE_API_ORIGIN as string | undefined) ?? '',
  buildId: (import.meta.env.VITE_BUILD_ID as string | undefined) ?? 'dev',
} as const;
