// The submit button of the account forms: busy while the call runs, and never submits twice.
// aria-disabled (not disabled) keeps keyboard focus on the button while it is busy.
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      busy={busy}
      aria-disabled={busy || undefined}
      className={`w-full ${busy ? 'cursor-progress opacity-80' : ''}`}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy && (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="spinner size-5" fill="none">
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.3" strokeWidth="4" />
          <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
      )}
      {children}
    </Button>
  );
}
