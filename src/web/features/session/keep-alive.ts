// POST /customer/sessions/keep_alive: a shared device's traveller is still there, so the server
// gives the session a full idle window again (server auth/idle-expiry.ts).
import { keepAliveResponse, sessionPaths } from '../../../shared/contract/sessions.ts';
import { api, isApiFailure } from '../../lib/api-client.ts';

/** 'ended' when the server no longer knows the session; a failed connection is 'unknown'. */
export async function keepSessionAlive(): Promise<'kept' | 'ended' | 'unknown'> {
  try {
    await api('post', sessionPaths.keepAlive(), keepAliveResponse);
    return 'kept';
  } catch (error) {
    return isApiFailure(error) && error.status === 401 ? 'ended' : 'unknown';
  }
}
