// GET /customer/payment_config: which card provider the server uses and its publishable keys. The
// key starts with 'payments', which the persister never writes to IndexedDB (lib/persist-policy.ts).
import { queryOptions } from '@tanstack/react-query';
import { paymentConfig, paymentPaths } from '../../../../shared/contract/payments.ts';
import { api } from '../../../lib/api-client.ts';

export const paymentConfigKey = ['payments', 'config'] as const;

export const paymentConfigQuery = () =>
  queryOptions({
    queryKey: paymentConfigKey,
    queryFn: () => api('get', paymentPaths.config(), paymentConfig),
    // The provider only changes with a server redeploy.
    staleTime: 10 * 60_000,
  });
