// A new card, saved or paid with, is checked by the card provider whether it is declined or not:
// counted per customer so that an account cannot become a card-testing tool.
import { enforce, RATE_RULES } from '../auth/rate-limit.ts';
import type { AppDeps } from '../http/app-env.ts';

/** Counts one new card for the customer; 429 with Retry-After once the hour's limit is passed. */
export function countNewCard(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>, customerId: number): Promise<void> {
  return enforce(
    deps.db,
    [{ rule: RATE_RULES.newCardPerCustomer, parts: [String(customerId)] }],
    deps.clock.now(),
    deps.config.rateLimitMultiplier,
  );
}
