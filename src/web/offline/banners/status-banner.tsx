// One banner: a sentence, an optional action, and a Dismiss button. It sits in the page flow (see
// status-banners.tsx), so it pushes content down instead of covering the control in focus.
import type { ReactNode } from 'react';

export type BannerTone = 'info' | 'warning';

const tones: Record<BannerTone, string> = {
  info: 'border-sky-300 bg-sky-50 text-slate-900',
  warning: 'border-amber-400 bg-amber-50 text-slate-900',
};

export function StatusBanner({
  name,
  tone = 'info',
  children,
  action,
  onDismiss,
}: {
  /** Names the banner for assistive technology and tests (aria-label of its region). */
  name: string;
  tone?: BannerTone;
  children: ReactNode;
  action?: { label: string; onClick: () => void };
  onDismiss: () => void;
}) {
  return (
    <section
      aria-label={name}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border px-3 py-2 text-sm ${tones[tone]}`}
    >
      <p className="min-w-0 flex-1 basis-48">{children}</p>
      <div className="flex shrink-0 items-center gap-2">
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
    </section>
  );
}
