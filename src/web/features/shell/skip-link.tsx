export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only print:hidden z-50 rounded bg-white px-4 py-2 font-semibold touch:min-h-11 touch:focus:inline-flex touch:focus:items-center text-brand shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to main content
    </a>
  );
}
