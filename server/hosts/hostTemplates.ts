import path from 'node:path';
import { fileSource, layeredSource, type TemplateSource } from '../../src/engine/tools/index.ts';

/** The folder of a host that holds its own templates and their `fragments/` (decision 308). */
export const hostTemplatesFolder = 'templates';

/**
 * The templates a host can show: its own folder's `templates/`, then those of the hosts it
 * extends, nearest first, then the shared `templatesDir`. A host's variant `extends` a shared
 * template by name; no other host sees it.
 */
export function hostTemplateSource(chain: readonly string[], templatesDir: string): TemplateSource {
  return layeredSource([
    ...chain.map((folder) => fileSource(path.join(folder, hostTemplatesFolder))),
    fileSource(templatesDir),
  ]);
}
