// The iOS Safari 'Add to Home Screen' hint: shown to a signed-in traveller until dismissed, and
// never again on this browser once dismissed (the choice survives sign-out, see lib/wipe.ts).
// It sits in the page flow above the content (root-layout.tsx), never fixed over it: a hint laid
// over the bottom of a 360 px screen would hide the page's last lines and any control focused there.
import { useMemo, useState } from 'react';
import { useSession } from '../../features/session/api.ts';
import { currentBrand } from '../../lib/brand.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { IOS_HINT_DISMISSED_KEY, shouldShowIosHint } from './ios-install-hint-rules.ts';
import { isStandalone } from './install-prompt.ts';

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(IOS_HINT_DISMISSED_KEY) !== null;
  } catch {
    return true;
  }
}

function initiallyShown(): boolean {
  const device = {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    standalone: isStandalone(),
  };
  return shouldShowIosHint(device, dismissedBefore());
}

export function IosInstallHint() {
  // Decided after the first render: a page the server rendered knows nothing of the device, and
  // hydrating must meet that page as it was.
  const hydrated = useHydrated();
  const forThisDevice = useMemo(() => hydrated && initiallyShown(), [hydrated]);
  const [dismissed, setDismissed] = useState(false);
  const session = useSession();
  if (!forThisDevice || dismissed || session.state !== 'signed-in') return null;

  const dismiss = () => {
    try {
      localStorage.setItem(IOS_HINT_DISMISSED_KEY, new Date().toISOString());
    } catch {}
    setDismissed(true);
  };

  return (
    <aside
      aria-label="Add to Home Screen"
      className="mb-4 flex items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 text-slate-900"
    >
      <p className="min-w-0 flex-1 text-sm">
        Install {currentBrand().company} on this device: tap <strong>Share</strong>, then{' '}
        <strong>Add to Home Screen</strong>.
      </p>
      <button
        type="button"
        onClick={dismiss}
        className="min-h-11 shrink-0 rounded px-3 font-semibold text-brand hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand"
      >
        Dismiss
      </button>
    </aside>
  );
}
