// The probes a load balancer or an orchestrator asks, outside the API: the server answers them
// itself (never the app's HTML, never from the service worker's cache).

/** 200 while the process answers at all. */
export const LIVENESS_PATH = '/healthz';
/** 200 while it can serve traffic (database reachable, migrations applied, not shutting down), else 503. */
export const READINESS_PATH = '/readyz';

/** Why /readyz answers 503: a short code, for a human reading the probe's log. */
export type NotReadyReason = 'shutting_down' | 'database_unreachable' | 'migrations_pending';

export type HealthAnswer = { status: 'ok' } | { status: 'unavailable'; reason: NotReadyReason };
