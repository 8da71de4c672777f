import { ServerHtml } from './server-html.tsx';

/** The operator's local-tax notice (myAccountNotice), HTML the server has sanitised. */
export function LocalTaxNotice({ html }: { html: string | null }) {
  if (!html) return null;
  return (
    <section
      aria-label="Local tax notice"
      className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900 print:break-inside-avoid"
    >
      <ServerHtml html={html} />
    </section>
  );
}
