/**
 * Hands a file the app fetched (lib/api.ts apiFile) to the browser's download, under its name.
 * A link to the API would not carry the token, so the file is fetched first and saved from memory.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName, rel: 'noopener' });
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
