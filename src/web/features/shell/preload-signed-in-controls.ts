export const loadSignedInControls = () => import('./signed-in-controls.tsx');

/** Called by the authenticated guard so the header controls arrive with the page. */
export function preloadSignedInControls(): void {
  void loadSignedInControls();
}
