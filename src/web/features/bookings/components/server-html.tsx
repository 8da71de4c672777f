// Operator HTML the server has already sanitised (the local-tax notice, pre-departure info):
// rendered as given, with readable spacing for the few elements it uses.
const proseClass =
  '[&_a]:text-brand [&_a]:underline [&_h3]:mb-2 [&_h3]:text-base [&_h3]:font-bold [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-3 [&_p:last-child]:mb-0 [&_strong]:font-semibold [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-5';

export function ServerHtml({ html, className = '' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises this HTML (contract: bookings.ts)
  return <div className={`${proseClass} ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
