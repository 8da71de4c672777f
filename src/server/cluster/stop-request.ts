// How the cluster's primary asks a worker to stop: a message, not a signal, so that a worker
// signalled by the operator too (a signal to the whole process group) sees one stop, not two.
export type StopRequest = { gangway: 'stop'; signal: 'SIGTERM' | 'SIGINT' };

export const stopRequest = (signal: StopRequest['signal']): StopRequest => ({ gangway: 'stop', signal });

export function isStopRequest(message: unknown): message is StopRequest {
  return typeof message === 'object' && message !== null && (message as { gangway?: unknown }).gangway === 'stop';
}
