let code: ReturnType<typeof importControls> | undefined;
const importControls = () => import('./signed-in-controls.tsx');

/**
 * The header's signed-in controls' code, asked for once: the header reads it with use(), and the
 * authenticated guard asks for it ahead so it arrives with the page.
 */
export const loadSignedInControls = () => (code ??= importControls());
