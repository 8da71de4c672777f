// The frame every profile section shares: a titled, labelled region, with the offline reason when a
// save needs the network (every profile change does).
import { type ReactNode, useId } from 'react';
import { OfflineReason } from '../../offline/offline-reason.tsx';

type Props = { title: string; offlineReasonId?: string; children: ReactNode };

export function ProfileCard({ title, offlineReasonId, children }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      {offlineReasonId ? <OfflineReason id={offlineReasonId} className="mb-4" /> : null}
      {children}
    </section>
  );
}
