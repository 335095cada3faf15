import { describe, expect, it } from 'vitest';
import { fileKind, safeFileName } from './files.ts';

describe('an FAQ file as its button names it', () => {
  it.each([
    [{ filename: 'guida.bin', contentType: 'application/pdf' }, 'PDF'],
    [{ filename: 'Modulo SEPA.docx', contentType: 'application/octet-stream' }, 'DOCX'],
    [{ filename: 'senza estensione', contentType: 'text/plain' }, 'text/plain'],
  ])('%o is a %s', (file, kind) => {
    expect(fileKind(file)).toBe(kind);
  });

  it.each([
    ['Guida alla bolletta.pdf', 'Guida alla bolletta.pdf'],
    ['../../etc/passwd', '..-..-etc-passwd'],
    ['a\u0000b:c?.pdf', 'abc.pdf'],
    ['   ', 'file'],
  ])('saves %j as %j', (name, saved) => {
    expect(safeFileName(name)).toBe(saved);
  });
});
