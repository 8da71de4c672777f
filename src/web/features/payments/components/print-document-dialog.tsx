// A dialog showing a document to print (an invoice, a credit note) with Print and Close. It lives
// directly under <body> so the print styles can leave the rest of the app out of the printout.
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import './print-document.css';

type Props = { open: boolean; onClose: () => void; title: string; children: ReactNode };

export function PrintDocumentDialog({ open, onClose, title, children }: Props) {
  return createPortal(
    <div data-print-root="">
      <Dialog
        open={open}
        onClose={onClose}
        title={title}
        widthClass="max-w-2xl"
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => window.print()}>Print</Button>
          </>
        }
      >
        {/* Focusable, so a keyboard can scroll a document taller than the dialog. */}
        <section
          data-print-document=""
          aria-label={title}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
          tabIndex={0}
          className="rounded outline-offset-4 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {children}
        </section>
      </Dialog>
    </div>,
    document.body,
  );
}
