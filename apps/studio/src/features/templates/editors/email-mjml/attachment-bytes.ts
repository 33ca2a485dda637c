/** Bytes sent as base64 handed to the browser: a download under `fileName`, or opened in a new tab. */
export function saveBase64(
  base64: string,
  fileName: string,
  contentType: string,
  mode: 'download' | 'open' = 'download',
) {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  const href = URL.createObjectURL(new Blob([bytes], { type: contentType || 'application/octet-stream' }));
  const link = document.createElement('a');
  link.href = href;
  if (mode === 'download') link.download = fileName;
  else {
    link.target = '_blank';
    link.rel = 'noopener';
  }
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
