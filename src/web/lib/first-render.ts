// Whether the app's first render has been committed (main.tsx says so): work that can wait for the
// page on screen to be interactive, such as reading ahead for offline, waits for it.
let settle: () => void = () => {};
const committed = new Promise<void>((resolve) => {
  settle = resolve;
});

export const markFirstRenderCommitted = (): void => settle();
export const whenFirstRenderCommitted = (): Promise<void> => committed;
