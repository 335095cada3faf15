/**
 * Spec §9 / §7: the PDF is saved as the document number plus .pdf, or file.pdf without one.
 * Characters a file system refuses (`/` in `2026/000123`) become `-` or are dropped.
 */
export function pdfFileName(documentNumber: unknown): string {
  if (typeof documentNumber !== 'string' && typeof documentNumber !== 'number') return 'file.pdf';
  const safe = String(documentNumber)
    .trim()
    .replace(/[/\\]/g, '-')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[<>:"|?*\u0000-\u001f]/g, '')
    .slice(0, 100);
  return safe === '' ? 'file.pdf' : `${safe}.pdf`;
}

/** Hands a file to the browser's download, under the given name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() has returned.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 30_000);
}
