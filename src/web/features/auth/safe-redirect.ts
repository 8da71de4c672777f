// Where to go after signing in. The redirect query comes from the URL, so anyone can craft it:
// only a path on this origin is followed (never an absolute or protocol-relative URL).

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char === '\x7f');

/** The same-origin path (with query and hash) to continue to, or null when `target` is unsafe. */
export function safeRedirect(target: unknown, origin: string): string | null {
  if (typeof target !== 'string' || !target.startsWith('/')) return null;
  // '//host' and '/\host' are read by browsers as another host; control characters can hide either.
  if (target.startsWith('//') || target.startsWith('/\\') || hasControlCharacter(target)) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  // Resolving dot segments can leave a path that starts '//' ('/.//host'): checked again.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? null : path;
}
