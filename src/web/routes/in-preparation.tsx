import type { ReactNode } from 'react';

/** An honest stand-in for a section whose screen is not built yet: no invented data. */
export function InPreparation({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-md border border-dashed border-slate-300 bg-white p-6 text-slate-700">
      <p>{children}</p>
    </div>
  );
}
