// The frame every profile section shares: a titled, labelled region. Offline, the page shows one
// reason above all sections (OfflineReasonScope in routes/profile.tsx) that disabled controls name.
import { type ReactNode, useId } from 'react';

type Props = { title: string; children: ReactNode };

export function ProfileCard({ title, children }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="mb-4 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
