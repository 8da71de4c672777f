// One offline reason for a page of several online-only sections (the profile): the scope shows the
// reason once, at its top, and every disabled control inside points at it (aria-describedby), so
// six sections do not repeat the same sentence six times.
import { createContext, type ReactNode, useContext, useId } from 'react';
import { OfflineReason } from './offline-reason.tsx';
import { useOnline } from './online-status.ts';

const ScopeReasonId = createContext<string | null>(null);

export function OfflineReasonScope({ children }: { children: ReactNode }) {
  const online = useOnline();
  const id = useId();
  return (
    <ScopeReasonId.Provider value={id}>
      {online ? null : <OfflineReason id={id} className="mb-4" />}
      {children}
    </ScopeReasonId.Provider>
  );
}

/**
 * Whether the app is online, and the id of the reason a disabled control should point at while
 * offline: the scope's, or `ownId` outside a scope (`showOwn` then says to render it).
 */
export function useOfflineReason(ownId: string) {
  const online = useOnline();
  const scopeId = useContext(ScopeReasonId);
  const reasonId = online ? undefined : (scopeId ?? ownId);
  return { online, reasonId, showOwn: !online && scopeId === null };
}
