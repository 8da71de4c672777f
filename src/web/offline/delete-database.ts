// indexedDB.deleteDatabase as a promise that always settles: when another connection blocks it,
// the deletion still happens once that connection closes, and nobody waits for it meanwhile.
export function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
}
