/** Saves a Blob under its name, as a link with `download` would: files behind the bearer token cannot be plain links. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // The browser reads the object URL after the click returns; revoking at once would cancel the download.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
