// The lead's invite tools for a spot with no customer yet: create a link and
// copy or share it (Web Share API where the device has it), e-mail it, or resend the pending one.
import { type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Booking, Passenger } from '../../../../../shared/contract/bookings.ts';
import type { CreatedInvitation } from '../../../../../shared/contract/invitations.ts';
import { MAX_LENGTH } from '../../../../../shared/domain/forms/fields.ts';
import { passengerMessages } from '../../../../../shared/domain/forms/passenger.ts';
import { isApiFailure } from '../../../../lib/api-client.ts';
import { currentBrand } from '../../../../lib/brand.ts';
import { Button } from '../../../../ui/button.tsx';
import { Dialog } from '../../../../ui/dialog.tsx';
import { TextField } from '../../../../ui/field.tsx';
import { toast } from '../../../../ui/toast-store.ts';
import { useCreateInvitation, useResendInvitation } from '../api/invitations.ts';
import { canShare, invitationLink, isShareCancelled, shareData } from '../invite-share.ts';

type Props = { booking: Booking; passenger: Passenger | null; onClose: () => void };

export function InviteDialog({ booking, passenger, onClose }: Props) {
  return (
    <Dialog open={passenger !== null} onClose={onClose} title="Invite a passenger">
      {passenger ? <InviteTools booking={booking} passenger={passenger} /> : null}
    </Dialog>
  );
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const linkField = () => document.querySelector<HTMLInputElement>('#invitation-link');

function failureText(error: unknown, fallback: string): string {
  return isApiFailure(error) && error.error ? error.error : fallback;
}

function InviteTools({ booking, passenger }: { booking: Booking; passenger: Passenger }) {
  const brand = currentBrand();
  const create = useCreateInvitation(booking.id, passenger.id);
  const resend = useResendInvitation(booking.id, passenger.id);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState<'copied' | 'manual' | null>(null);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string[]>([]);
  const lead = booking.customer.firstName ?? booking.customer.fullName;
  const share = link ? shareData(link, lead, brand.company) : null;
  const shareable = share !== null && canShare(typeof navigator === 'undefined' ? undefined : navigator, share);

  const showLink = (created: CreatedInvitation) => {
    setLink(invitationLink(window.location.origin, created.autologinToken));
    setCopied(null);
  };

  const createLink = () =>
    create.mutate(
      {},
      {
        // The button pressed gives way to the link: focus goes to the link (selected, ready to copy).
        onSuccess: (created) => {
          flushSync(() => showLink(created));
          linkField()?.focus();
        },
        onError: (error) => toast(failureText(error, 'The invitation link could not be created.'), 'error'),
      },
    );

  const resendPending = () =>
    resend.mutate(
      {},
      {
        onSuccess: (created) => {
          showLink(created);
          toast(created.emailSent ? 'Invitation sent again!' : 'A new invitation link is ready.', 'success');
        },
        onError: (error) => toast(failureText(error, 'The invitation was not sent.'), 'error'),
      },
    );

  const sendEmail = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setEmailError([passengerMessages.emailInvalid]);
      return;
    }
    setEmailError([]);
    create.mutate(
      { email: address },
      {
        onSuccess: (created) => {
          showLink(created);
          if (created.emailSent) {
            toast(`Invitation sent to ${address}!`, 'success');
            setEmail('');
          } else toast('The invitation e-mail was not sent.', 'error');
        },
        onError: (error) => {
          if (isApiFailure(error) && error.errors?.email) setEmailError(error.errors.email);
          toast(failureText(error, 'The invitation was not sent.'), 'error');
        },
      },
    );
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      // No clipboard permission: select the link so the traveller can copy it by hand.
      linkField()?.select();
      setCopied('manual');
    }
  };

  const shareLink = async () => {
    if (!share) return;
    try {
      await navigator.share(share);
    } catch (error) {
      if (!isShareCancelled(error)) toast('The link could not be shared. Copy it instead.', 'error');
    }
  };

  const busy = create.isPending || resend.isPending;
  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        Invite a friend to take this spot. They get a link to create an account or log in and join your booking. Each
        link works once.
      </p>

      {passenger.invitationPending ? (
        <div className="space-y-2 rounded-md bg-slate-50 p-3">
          <p className="text-sm text-slate-700">An invitation for this spot is waiting to be accepted.</p>
          <Button variant="secondary" onClick={resendPending} disabled={busy} busy={resend.isPending}>
            Resend invitation
          </Button>
        </div>
      ) : null}

      <div className="space-y-3">
        {link ? (
          <>
            <TextField
              id="invitation-link"
              label="Invitation link"
              readOnly
              value={link}
              onFocus={(event) => event.currentTarget.select()}
            />
            <div className="flex flex-wrap gap-3">
              <Button onClick={copy}>Copy link</Button>
              {shareable ? (
                <Button variant="secondary" onClick={shareLink}>
                  Share
                </Button>
              ) : null}
            </div>
          </>
        ) : (
          <Button onClick={createLink} disabled={busy} busy={create.isPending}>
            Create invitation link
          </Button>
        )}
        <p role="status" className="text-sm font-semibold text-green-800">
          {copied === 'copied'
            ? 'Link copied!'
            : copied === 'manual'
              ? 'Press Ctrl+C (or ⌘C) to copy the selected link.'
              : ''}
        </p>
      </div>

      <form noValidate onSubmit={sendEmail} className="space-y-3 border-t border-slate-200 pt-4">
        <TextField
          label="Send the invitation by e-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="friend@example.com"
          maxLength={MAX_LENGTH.email}
          value={email}
          error={emailError}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          Send invitation
        </Button>
      </form>
    </div>
  );
}
