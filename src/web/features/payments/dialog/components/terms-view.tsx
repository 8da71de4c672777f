// The booking's terms with ACCEPT and DON'T ACCEPT. Both stay inactive until the text has been
// scrolled to its end (a tooltip says so); they are aria-disabled rather than disabled so keyboard
// users can still reach them and hear why. Terms are plain text.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../../ui/button.tsx';

export const TERMS_INACTIVE_TOOLTIP = 'These options are inactive until you have read the terms to the end.';
export const NO_TERMS_TEXT =
  'There are no terms and conditions for this booking type. Please contact our administration team if you need them.';

type Props = {
  terms: string | null;
  errors: readonly string[] | undefined;
  onAccept: () => void;
  onDecline: () => void;
  disabled: boolean;
};

// A pixel or two of rounding at the bottom still counts as the end.
const atEnd = (el: HTMLElement) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2;

export function TermsView({ terms, errors, onAccept, onDecline, disabled }: Props) {
  const hasTerms = terms !== null && terms.trim() !== '';
  const [read, setRead] = useState(!hasTerms);
  const box = useRef<HTMLElement>(null);
  const tooltipId = useId();
  const errorId = useId();
  const headingId = useId();
  const check = useCallback(() => {
    if (box.current && atEnd(box.current)) setRead(true);
  }, []);

  // Text short enough to need no scrolling is read as soon as it is shown (also after a resize).
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [check]);

  const inactive = !read || disabled;
  const messages = errors ?? [];
  const act = (handler: () => void) => () => {
    if (!inactive) handler();
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h4 id={headingId} className="font-semibold text-slate-900">
        Terms &amp; Conditions
      </h4>
      {hasTerms ? (
        <section
          ref={box}
          onScroll={check}
          aria-label="Terms & Conditions text"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
          tabIndex={0}
          data-testid="terms-text"
          className="max-h-56 overflow-y-auto rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm whitespace-pre-line text-slate-800 outline-offset-2 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {terms}
        </section>
      ) : (
        <p className="rounded-md bg-slate-50 px-3 py-2 text-slate-800 ring-1 ring-slate-200">{NO_TERMS_TEXT}</p>
      )}
      <div className="group relative flex flex-wrap gap-3">
        <Button
          aria-disabled={inactive || undefined}
          aria-describedby={[!read ? tooltipId : '', messages.length > 0 ? errorId : ''].join(' ').trim() || undefined}
          onClick={act(onAccept)}
          className={`flex-1 tablet:flex-none ${inactive ? 'cursor-not-allowed opacity-60' : ''}`}
        >
          ACCEPT
        </Button>
        <Button
          variant="secondary"
          aria-disabled={inactive || undefined}
          aria-describedby={!read ? tooltipId : undefined}
          onClick={act(onDecline)}
          className={`flex-1 tablet:flex-none ${inactive ? 'cursor-not-allowed opacity-60' : ''}`}
        >
          DON'T ACCEPT
        </Button>
        {!read ? (
          <span
            id={tooltipId}
            role="tooltip"
            className="pointer-events-none absolute bottom-full left-0 z-10 mb-2 hidden max-w-xs rounded bg-slate-900 px-3 py-2 text-sm text-white shadow group-focus-within:block group-hover:block"
          >
            {TERMS_INACTIVE_TOOLTIP}
          </span>
        ) : null}
      </div>
      <div id={errorId} role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </section>
  );
}
