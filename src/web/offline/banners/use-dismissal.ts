// A dismissed banner stays away while its situation lasts, and comes back the next time that
// situation arises (the next time the connection drops, the next stale copy, ...).
import { useState } from 'react';

export function useDismissal(active: boolean): { visible: boolean; dismiss: () => void } {
  const [dismissed, setDismissed] = useState(false);
  // Reset during render when the situation ends (React's "adjusting state on prop change").
  if (!active && dismissed) setDismissed(false);
  return { visible: active && !dismissed, dismiss: () => setDismissed(true) };
}
