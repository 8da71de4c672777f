// The sandbox's stand-in for a bank's 3-D Secure page (like Stripe's test authentication page):
// the traveller chooses whether this test payment passes or fails authentication. Only the sandbox
// provider shows it; with Stripe, stripe.handleNextAction opens the bank's real challenge.
import type { SyntheticEvent } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';

type Props = { open: boolean; onComplete: () => void; onFail: () => void };

const stopCancel = { onCancel: (event: SyntheticEvent) => event.stopPropagation() };

export const SANDBOX_AUTHENTICATION_TITLE = 'Test payment authentication';

export function SandboxAuthenticationDialog({ open, onComplete, onFail }: Props) {
  return (
    // React passes a nested dialog's Escape ('cancel') up the component tree; stop it here so it
    // closes only this dialog, not the payment dialog around it. (The DOM types omit onCancel on a
    // div, React handles it on any element.)
    <div {...stopCancel}>
      <Dialog
        open={open}
        onClose={onFail}
        title={SANDBOX_AUTHENTICATION_TITLE}
        footer={
          <>
            <Button variant="secondary" onClick={onFail}>
              Fail authentication
            </Button>
            <Button onClick={onComplete}>Complete authentication</Button>
          </>
        }
      >
        <div className="space-y-3 text-slate-800">
          <p className="font-semibold">This is a test authentication, not your bank.</p>
          <p>
            Your card needs an extra check (3-D Secure). With a real card your bank would ask you to confirm the payment
            here. This site uses a test card provider, so no bank is contacted and no money moves: choose whether this
            test payment passes or fails authentication.
          </p>
        </div>
      </Dialog>
    </div>
  );
}
