// Hands the made PDF to the browser as a download under the given file name.
export function saveFile(bytes: Uint8Array, fileName: string, type = 'application/pdf'): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
