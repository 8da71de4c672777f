// One banner: a sentence, an optional action, and a Dismiss button. It sits in the page flow (see
// status-banners.tsx), so it pushes content down instead of covering the control in focus. A
// banner with details shows a one-line summary and keeps its full wording behind a Details button,
// so on a phone it takes a line of the screen rather than a third of it.
import { type ReactNode, useId, useState } from 'react';

export type BannerTone = 'info' | 'warning';

const tones: Record<BannerTone, string> = {
  info: 'border-sky-300 bg-sky-50 text-slate-900',
  warning: 'border-amber-400 bg-amber-50 text-slate-900',
};

export function StatusBanner({
  name,
  tone = 'info',
  children,
  details,
  action,
  onDismiss,
}: {
  /** Names the banner for assistive technology and tests (aria-label of its region). */
  name: string;
  tone?: BannerTone;
  children: ReactNode;
  /** The full wording, shown on demand under the summary given as children. */
  details?: ReactNode;
  action?: { label: string; onClick: () => void };
  onDismiss: () => void;
}) {
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-label={name}
      className={`flex flex-wrap items-center gap-y-2 rounded-md border text-sm ${details ? 'gap-x-1 py-0.5 pr-0.5 pl-2.5' : 'gap-x-3 px-3 py-2'} ${tones[tone]}`}
    >
      <p className={details ? 'min-w-0 flex-1' : 'min-w-0 flex-1 basis-48'}>{children}</p>
      <div className="flex shrink-0 items-center gap-1">
        {details ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((shown) => !shown)}
            className="min-h-9 rounded-md px-1.5 font-semibold text-slate-800 underline underline-offset-2 outline-offset-2 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand touch:min-h-11"
          >
            Details
          </button>
        ) : null}
        {action ? (
          <button
            type="button"
            onClick={action.onClick}
            className="min-h-11 rounded-md bg-brand px-4 py-2 font-semibold text-white outline-offset-2 hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-brand"
          >
            {action.label}
          </button>
        ) : null}
        <button
          type="button"
          aria-label="Dismiss"
          onClick={onDismiss}
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-700 outline-offset-2 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {details ? (
        <div id={detailsId} hidden={!open} className="basis-full space-y-1 pr-2 pb-2">
          {details}
        </div>
      ) : null}
    </section>
  );
}
