// While the app is installed, its icon carries the count of unseen notifications (the header
// bell's own count), and no badge once they are all seen. Browsers without the Badging API skip it.
import { useEffect } from 'react';
import { isStandalone } from '../../offline/install/install-prompt.ts';

type BadgingNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

export function showAppBadge(unseen: number, nav: BadgingNavigator = navigator, installed = isStandalone()) {
  if (!installed || !nav.setAppBadge || !nav.clearAppBadge) return;
  void (unseen > 0 ? nav.setAppBadge(unseen) : nav.clearAppBadge()).catch(() => {});
}

export function useAppBadge(unseen: number | undefined) {
  useEffect(() => {
    if (unseen !== undefined) showAppBadge(unseen);
  }, [unseen]);
}
