// The look of every shortcut among the booking's quick links (links and the visa letter's button
// alike): a round pill, at least 44 px tall.
export const quickLinkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
