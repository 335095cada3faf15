import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  fileSource,
  layeredSource,
  type HostTemplateSources,
  type TemplateSource,
} from '../../src/engine/tools/index.ts';
import { hostChain } from './extends.ts';

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

/**
 * Every host folder of `hostsDir` that sees templates of its own (in its folder or one it
 * extends), with the source the server reads them from: what Storybook's template build needs
 * to show a host's bill as its customers see it (decision 566). A folder whose `extends` is
 * broken is left out: `quadro check` names it, and the shared templates still build.
 */
export function hostTemplateSources(hostsDir: string, templatesDir: string): HostTemplateSources {
  const sources: Record<string, TemplateSource> = {};
  const folders = existsSync(hostsDir) ? readdirSync(hostsDir, { withFileTypes: true }) : [];
  for (const entry of folders) {
    if (!entry.isDirectory()) continue;
    let chain: string[];
    try {
      chain = hostChain(hostsDir, entry.name);
    } catch {
      continue;
    }
    if (chain.some((folder) => existsSync(path.join(folder, hostTemplatesFolder)))) {
      sources[entry.name] = hostTemplateSource(chain, templatesDir);
    }
  }
  return sources;
}
