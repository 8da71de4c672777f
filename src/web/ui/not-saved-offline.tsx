// Shown instead of a loading placeholder when a list was never loaded on this device and there is
// no connection: TanStack Query pauses the fetch offline (and resumes it when the connection
// returns), so without this the placeholder would simply never end.
export const NOT_SAVED_OFFLINE_TEXT =
  "You're offline, and this hasn't been saved on this device yet. It will load as soon as you're back online.";

export function NotSavedOffline({ what }: { what: string }) {
  return (
    <div role="status" className="rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">Your {what} can't be shown offline yet.</p>
      <p className="mt-1 text-sm">{NOT_SAVED_OFFLINE_TEXT}</p>
    </div>
  );
}
