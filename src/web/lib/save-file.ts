// Hands a file made in the page (a visa letter's PDF, the traveller's data) to the browser as a
// download under the given file name.
export function saveFile(content: Uint8Array | string, fileName: string, type = 'application/pdf'): void {
  const url = URL.createObjectURL(new Blob([content as BlobPart], { type }));
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
