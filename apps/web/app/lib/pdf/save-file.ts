// Hands a made PDF to the browser as a download: a link to the file's bytes with its name, clicked
// (what a PDF library's own save does). The address is freed once the download had time to start.
const FREE_AFTER_MS = 40_000;

export function saveFile(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), FREE_AFTER_MS);
}
