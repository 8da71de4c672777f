import type { ReactNode } from 'react';

type Props = { id: string; title: string; children: ReactNode; className?: string; actions?: ReactNode };

/** A titled block of the booking page; its heading takes focus when a quick link jumps to it. */
export function SectionCard({ id, title, children, className = '', actions }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={`scroll-mt-4 rounded-md bg-white p-4 shadow-sm ring-1 ring-slate-200 tablet:p-5 print:break-inside-avoid print:shadow-none ${className}`}
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-heading`} tabIndex={-1} className="text-lg font-bold tracking-wide uppercase focus:outline-none">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
