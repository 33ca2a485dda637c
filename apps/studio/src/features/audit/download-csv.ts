/** Hands CSV text to the browser as a download named `fileName`. */
export function downloadCsv(csv: string, fileName: string) {
  const href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
