/** What a file is, for its button: `PDF` for application/pdf, else its name's extension. */
export function fileKind(file: { filename: string; contentType: string }): string {
  if (/^application\/pdf\b/i.test(file.contentType)) return 'PDF';
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(file.filename)?.[1];
  return extension === undefined ? file.contentType : extension.toUpperCase();
}

/**
 * The name a file is saved under: its own, without what a file system refuses (a path's
 * slashes, control characters), and `file` when nothing is left.
 */
export function safeFileName(name: string): string {
  const safe = name
    .trim()
    .replace(/[/\\]/g, '-')
    .replace(/[<>:"|?*]/g, '')
    .replace(/\p{Cc}/gu, '')
    .slice(0, 150);
  return safe === '' ? 'file' : safe;
}
