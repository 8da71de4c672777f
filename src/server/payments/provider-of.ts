// Which card provider the app uses (one per app) and which provider account a booking pays into.
import { readPaymentSettings } from '../env.ts';
import type { AppDeps } from '../http/app-env.ts';
import type { CardProvider, ProviderAccount } from './card-provider.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

const built = new WeakMap<AppDeps, CardProvider>();

export function providerOf(deps: AppDeps): CardProvider {
  if (deps.cardProvider) return deps.cardProvider;
  let provider = built.get(deps);
  if (!provider) {
    const settings = deps.config.payments ?? readPaymentSettings({});
    provider = settings.stripeSecretKey
      ? createStripeProvider(settings)
      : createSandboxProvider({ default: settings.webhookSecret, yacht: settings.yachtWebhookSecret });
    built.set(deps, provider);
  }
  return provider;
}

/** Yacht charters pay into their own provider account. */
export const accountFor = (booking: { isYachtCharter: boolean }): ProviderAccount =>
  booking.isYachtCharter ? 'yacht' : 'default';
