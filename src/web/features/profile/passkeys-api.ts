// The customer's passkeys: the list (names and dates only), and adding, renaming and removing one.
// Adding loads its ceremony (passkey-registration.ts, with @simplewebauthn/browser) only then.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { passkey, passkeyList, passkeyPaths } from '../../../shared/contract/passkeys.ts';
import * as v from 'valibot';
import { api } from '../../lib/api-client.ts';
import { lazyModule } from '../../lib/lazy-module.ts';
import type { NewPasskey } from './passkey-registration.ts';

const passkeysKey = ['passkeys'] as const;
const registration = lazyModule(() => import('./passkey-registration.ts'));

export const passkeysQuery = () =>
  queryOptions({ queryKey: passkeysKey, queryFn: () => api('get', passkeyPaths.list(), passkeyList) });

function useRefreshAfter<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

export const useAddPasskey = () =>
  useRefreshAfter(async (input: NewPasskey) => (await registration.load()).registerPasskey(input));

export const useRenamePasskey = () =>
  useRefreshAfter(({ id, name }: { id: number; name: string }) =>
    api('patch', passkeyPaths.one(id), passkey, { json: { name } }),
  );

export const useRemovePasskey = () =>
  useRefreshAfter((id: number) => api('delete', passkeyPaths.one(id), v.object({})));
