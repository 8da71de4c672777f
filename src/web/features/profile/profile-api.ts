// The profile's saves. Each answers the customer as GET /customer/me does, which then replaces the
// cached one (header, sidebar and every section read meQuery). Personal details and the
// subscription are optimistic: the cache shows the change at once and gets the old data back, with
// a failure toast, when the server refuses.
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

/** Optimistic save of part of the customer: shown at once, the previous data back on failure. */
function useOptimisticCustomerSave<T>(options: {
  call: (variables: T) => Promise<Customer>;
  apply: (current: Customer, variables: T) => Customer;
  success: string;
  failure: (error: unknown) => string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.call,
    onMutate: async (variables: T) => {
      await queryClient.cancelQueries({ queryKey: meKey, exact: true });
      const previous = queryClient.getQueryData<CurrentCustomer>(meKey);
      patchCachedCustomer(queryClient, (current) => options.apply(current, variables));
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(meKey, context.previous);
      toast(options.failure(error), 'error');
    },
    onSuccess: (saved) => {
      patchCachedCustomer(queryClient, () => saved);
      toast(options.success, 'success');
    },
  });
}

/** The server's own words when it sent some (an error, or the first field message), else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (!isApiFailure(error)) return fallback;
  if (error.error) return error.error;
  const first = Object.values(error.errors ?? {})[0]?.[0];
  return first ?? fallback;
}

export const usePersonalDetailsSave = () =>
  useOptimisticCustomerSave<PersonalDetailsPatch>({
    call: (changes) => api('put', customerPaths.me(), customer, { json: { customer: changes } }),
    apply: (current, changes) => ({ ...current, ...changes }),
    success: PROFILE_TOASTS.accountUpdated,
    failure: (error) => failureMessage(error, PROFILE_TOASTS.accountFailed),
  });

export const useSubscriptionSave = () =>
  useOptimisticCustomerSave<boolean>({
    call: (isSubscriptionActive) =>
      api('post', customerPaths.manageSubscription(), customer, { json: { isSubscriptionActive } }),
    apply: (current, isSubscriptionActive) => ({ ...current, isSubscriptionActive }),
    success: PROFILE_TOASTS.subscriptionUpdated,
    failure: () => PROFILE_TOASTS.subscriptionFailed,
  });

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
