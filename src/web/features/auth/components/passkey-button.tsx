// "Sign in with a passkey": the browser's own passkey dialog (a passkey on this device, or on a phone
// nearby through the browser's cross-device flow). Drawn in the prerender too, so nothing moves
// when the page comes alive; a browser without WebAuthn gets none.
import { Button } from '../../../ui/button.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { passkeysSupported } from '../passkeys/use-passkey-sign-in.ts';

export function PasskeyButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  const hydrated = useHydrated();
  if (hydrated && !passkeysSupported()) return null;
  return (
    <Button
      variant="secondary"
      busy={busy}
      aria-disabled={busy || undefined}
      className="w-full normal-case"
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      Sign in with a passkey
    </Button>
  );
}
