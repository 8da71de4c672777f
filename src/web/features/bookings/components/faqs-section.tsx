// FAQs as a disclosure list (native <details>: keyboard and screen-reader support for free).
// Printing opens every answer so the paper copy is complete.
import { useEffect, useState } from 'react';
import type { Booking } from '../../../../shared/contract/bookings.ts';
import { SectionCard } from './section-card.tsx';

function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const start = () => setPrinting(true);
    const stop = () => setPrinting(false);
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', stop);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', stop);
    };
  }, []);
  return printing;
}

export function FaqsSection({ booking }: { booking: Booking }) {
  const printing = usePrinting();
  const { faqs } = booking.direction;
  if (faqs.length === 0) return null;
  return (
    <SectionCard id="faqs" title="FAQs">
      <ul className="divide-y divide-slate-200 border-y border-slate-200">
        {faqs.map((faq) => (
          <li key={faq.question}>
            <details className="group" open={printing || undefined}>
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 py-2 font-semibold marker:hidden hover:text-brand focus-visible:outline-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
                {faq.question}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className="size-5 shrink-0 transition-transform group-open:rotate-180 print:hidden"
                >
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                </svg>
              </summary>
              <p className="pb-3 text-slate-700">{faq.answer}</p>
            </details>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
