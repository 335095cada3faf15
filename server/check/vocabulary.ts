import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentFlags, type CheckVocabulary } from '../../src/engine/tools/index.ts';
import type { Host } from '../hosts/hosts.ts';

let flags: string[] | undefined;

/** The document's flags, read once from schemas/ (decision 156: the engine knows no bill schema). */
export function billFlags(
  schemasDir = fileURLToPath(new URL('../../schemas/', import.meta.url)),
): string[] {
  flags ??= documentFlags(
    JSON.parse(readFileSync(path.join(schemasDir, 'bill-document.schema.json'), 'utf8')),
  );
  return flags;
}

/**
 * What a template shown by a loaded host may name: the document's flags and the host's
 * catalogue in each locale it offers. The playground hands it to `checkTemplateSource` with the
 * host's `hostTemplateSource`, so a template it edits gets exactly check's problems.
 */
export function hostVocabulary(host: Pick<Host, 'name' | 'catalogues'>): CheckVocabulary {
  const catalogues = [...host.catalogues].map(([locale, texts]) => ({
    owner: host.name,
    locale,
    texts,
  }));
  return { flags: billFlags(), catalogues };
}
