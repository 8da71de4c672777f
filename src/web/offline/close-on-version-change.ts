// Every IndexedDB connection opened through `factory` closes itself when another context asks to
// delete or upgrade its database. workbox-expiration opens its database once and keeps the
// connection for the worker's whole life without listening for 'versionchange', so a sign-out's
// deleteDatabase would otherwise stay blocked until the browser happens to stop the worker, and
// the next person on a shared tablet would find which photos were seen in it.
export function closeOnVersionChange(factory: IDBFactory): void {
  const open = factory.open.bind(factory);
  factory.open = (name: string, version?: number) => {
    const request = version === undefined ? open(name) : open(name, version);
    request.addEventListener('success', () => {
      const db = request.result;
      db.addEventListener('versionchange', () => db.close());
    });
    return request;
  };
}
