let code: Promise<typeof import('./signed-in-controls.tsx')> | undefined;

/**
 * The header's signed-in controls' code, asked for once: the header reads it with use(), and the
 * authenticated guard asks for it ahead so it arrives with the page.
 */
export const loadSignedInControls = () => (code ??= import('./signed-in-controls.tsx'));
