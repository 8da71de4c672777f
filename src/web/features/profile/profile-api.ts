// The profile's saves. Each answers the customer as GET /customer/me does, which then replaces the
// cached one (header, sidebar and every section read meQuery). A personal-details field shows at
// once and gets its previous value back, with a failure toast, when the server refuses;
// the subscription changes only once the server has said yes.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Customer, customer, customerPaths } from '../../../shared/contract/customer.ts';
import type { PersonalDetailsPatch } from '../../../shared/domain/forms/personal-details.ts';
import type { ChangePasswordData } from '../../../shared/domain/forms/passwords.ts';
import { type EmergencyContactPatch, PROFILE_TOASTS } from '../../../shared/domain/forms/profile.ts';
import { api, isApiFailure } from '../../lib/api-client.ts';
import { toast } from '../../ui/toast-store.ts';
import { type CurrentCustomer, sessionKeys } from '../session/api.ts';

const meKey = sessionKeys.me();

function patchCachedCustomer(queryClient: QueryClient, change: (current: Customer) => Customer) {
  queryClient.setQueryData<CurrentCustomer>(meKey, (me) => (me ? { ...me, customer: change(me.customer) } : me));
}

/** The server's own words when it sent some (an error, or the first field message), else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (!isApiFailure(error)) return fallback;
  if (error.error) return error.error;
  const first = Object.values(error.errors ?? {})[0]?.[0];
  return first ?? fallback;
}

/**
 * One field of the personal details (PUT /customer/me with that field only). Saves run one after
 * another, so each shows on top of the answer before it; a refused one puts back only its field.
 * The callbacks live here, not at the call, so a save started as the traveller leaves the page
 * still lands in the cache and says how it went.
 */
export function usePersonalDetailsSave() {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: 'personal-details' },
    mutationFn: (change: PersonalDetailsPatch) =>
      api('put', customerPaths.me(), customer, { json: { customer: change } }),
    onMutate: async (change: PersonalDetailsPatch) => {
      await queryClient.cancelQueries({ queryKey: meKey, exact: true });
      const previous = queryClient.getQueryData<CurrentCustomer>(meKey)?.customer;
      patchCachedCustomer(queryClient, (current) => ({ ...current, ...change }));
      return { previous };
    },
    onError: (error, change, context) => {
      const previous = context?.previous;
      if (previous) {
        const restored = Object.fromEntries(Object.keys(change).map((key) => [key, previous[key as keyof Customer]]));
        patchCachedCustomer(queryClient, (current) => ({ ...current, ...restored }));
      }
      toast(failureMessage(error, PROFILE_TOASTS.accountFailed), 'error');
    },
    onSuccess: (saved) => {
      patchCachedCustomer(queryClient, () => saved);
      toast(PROFILE_TOASTS.accountUpdated, 'success');
    },
  });
}

/** The subscription flag flips on success only; a failure leaves it as it was. */
export function useSubscriptionSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isSubscriptionActive: boolean) =>
      api('post', customerPaths.manageSubscription(), customer, { json: { isSubscriptionActive } }),
    onSuccess: (saved) => {
      patchCachedCustomer(queryClient, () => saved);
      toast(PROFILE_TOASTS.subscriptionUpdated, 'success');
    },
    onError: () => toast(PROFILE_TOASTS.subscriptionFailed, 'error'),
  });
}

export function useEmergencyContactSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: EmergencyContactPatch) =>
      api('put', customerPaths.emergencyContact(), customer, { json: { emergencyContact: patch } }),
    onError: (error) => toast(failureMessage(error, PROFILE_TOASTS.emergencyFailed), 'error'),
    onSuccess: (saved) => {
      patchCachedCustomer(queryClient, () => saved);
      toast(PROFILE_TOASTS.emergencyUpdated, 'success');
    },
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: ChangePasswordData) =>
      api('post', customerPaths.changePassword(), customer, { json: { customer: data } }),
    onSuccess: (saved) => {
      patchCachedCustomer(queryClient, () => saved);
      toast(PROFILE_TOASTS.passwordUpdated, 'success');
    },
    onError: () => toast(PROFILE_TOASTS.passwordFailed, 'error'),
  });
}
