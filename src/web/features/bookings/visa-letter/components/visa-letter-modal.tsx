// The visa letter modal: Info ('YES, I NEED A VISA'), Recipients ('Who is
// the letter for?'), Letter (preview and Download). The PDF code is imported only when Download is
// pressed, so pdf-lib never weighs on the booking page.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Booking } from '../../../../../shared/contract/bookings.ts';
import type { VisaLetter } from '../../../../../shared/contract/visa-letter.ts';
import { Button } from '../../../../ui/button.tsx';
import { Dialog } from '../../../../ui/dialog.tsx';
import { Checkbox, FieldErrorText } from '../../../../ui/field.tsx';
import { focusFirstControl } from '../../../../ui/focus-first.ts';
import { SkeletonBlock } from '../../../../ui/skeleton.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { useSession } from '../../../session/api.ts';
import { visaLetterQuery } from '../api.ts';
import { saveFile } from '../../../../lib/save-file.ts';
import { letterBlocks, visaLetterFileName } from '../letter-content.ts';
import {
  CHOOSE_RECIPIENT_MESSAGE,
  chosenRecipients,
  firstStep,
  preselected,
  toggleRecipient,
  type VisaStep,
} from '../visa-steps.ts';
import { LetterPreview } from './letter-preview.tsx';

type Props = { booking: Booking; currentCustomerId: number; open: boolean; onClose: () => void };

export function VisaLetterModal({ booking, currentCustomerId, open, onClose }: Props) {
  const letter = useQuery({ ...visaLetterQuery(booking.id), enabled: open });
  const session = useSession();
  // The letter is dated with the server's today, never the device clock.
  const today = session.state === 'signed-in' ? session.current.serverNow : new Date().toISOString();
  const viewerPassengerId = booking.passengers.find((p) => p.customerId === currentCustomerId)?.id ?? null;
  return (
    <Dialog open={open} onClose={onClose} title="Visa letter" widthClass="max-w-3xl">
      {letter.data ? (
        <VisaSteps
          letter={letter.data}
          passengerCount={booking.passengers.length}
          viewerPassengerId={viewerPassengerId}
          today={today}
        />
      ) : letter.isError ? (
        <p role="alert" className="text-red-800">
          Sorry! The visa letter could not be loaded. Please try again later.
        </p>
      ) : (
        <SkeletonBlock lines={4} label="Loading the visa letter…" />
      )}
    </Dialog>
  );
}

const STEPS: { id: VisaStep; label: string }[] = [
  { id: 'info', label: 'Info' },
  { id: 'recipients', label: 'Recipients' },
  { id: 'letter', label: 'Letter' },
];

type StepsProps = { letter: VisaLetter; passengerCount: number; viewerPassengerId: number | null; today: string };

function VisaSteps({ letter, passengerCount, viewerPassengerId, today }: StepsProps) {
  const [step, setStep] = useState<VisaStep>(() => firstStep(passengerCount));
  const [chosen, setChosen] = useState(() => preselected(letter.recipients, viewerPassengerId));
  const [showError, setShowError] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const recipients = chosenRecipients(letter.recipients, chosen);
  const skipsPicker = passengerCount === 1;

  // The button that changed the step has gone: focus goes to the new step's first control (on
  // opening, the dialog places it itself). The list of steps above it has none.
  const stepsRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    focusFirstControl(stepsRef.current);
  }, [step]);

  const toLetter = () => {
    if (recipients.length === 0) {
      setShowError(true);
      return;
    }
    setStep('letter');
  };

  const download = async () => {
    if (recipients.length === 0 || downloading) return;
    setDownloading(true);
    try {
      const { buildVisaLetterPdf } = await import('../build-visa-letter-pdf.ts');
      const bytes = await buildVisaLetterPdf(letter, recipients, today);
      saveFile(bytes, visaLetterFileName(letter.bookingId, recipients));
    } catch {
      toast('The visa letter could not be made. Please try again.', 'error');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div ref={stepsRef} className="space-y-5">
      {skipsPicker ? null : (
        <ol aria-label="Steps" className="flex gap-2 text-sm">
          {STEPS.map((s, index) => (
            <li
              key={s.id}
              aria-current={s.id === step ? 'step' : undefined}
              className={`rounded-full px-3 py-1 ${s.id === step ? 'bg-brand text-white' : 'bg-slate-100 text-slate-700'}`}
            >
              {index + 1}. {s.label}
            </li>
          ))}
        </ol>
      )}

      {step === 'info' ? (
        <div className="space-y-4">
          <p className="text-slate-800">
            Some countries ask visitors to show a letter confirming their trip when they apply for a visa. We can make
            one for you from your booking, ready to download and print.
          </p>
          <Button onClick={() => setStep('recipients')}>YES, I NEED A VISA</Button>
        </div>
      ) : null}

      {step === 'recipients' ? (
        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold text-slate-900">Who is the letter for?</legend>
          {letter.recipients.map((r) => (
            <Checkbox
              key={r.id}
              label={r.nationality ? `${r.fullName} (${r.nationality})` : r.fullName}
              checked={chosen.has(r.id)}
              aria-describedby={showError && recipients.length === 0 ? 'visa-recipients-error' : undefined}
              onChange={() => {
                const next = toggleRecipient(chosen, r.id);
                setChosen(next);
                if (next.size > 0) setShowError(false);
              }}
            />
          ))}
          <FieldErrorText
            id="visa-recipients-error"
            messages={showError && recipients.length === 0 ? [CHOOSE_RECIPIENT_MESSAGE] : []}
          />
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setStep('info')}>
              Back
            </Button>
            <Button onClick={toLetter}>Continue</Button>
          </div>
        </fieldset>
      ) : null}

      {step === 'letter' ? (
        <div className="space-y-4">
          <LetterPreview blocks={letterBlocks(letter, recipients, today)} />
          <div className="flex flex-wrap gap-3">
            {skipsPicker ? null : (
              <Button variant="secondary" onClick={() => setStep('recipients')}>
                Back
              </Button>
            )}
            <Button onClick={download} busy={downloading} disabled={downloading}>
              Download
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
