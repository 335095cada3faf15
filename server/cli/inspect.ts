import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  documentFlags,
  fileSource,
  flagsCommand,
  propsSchemas,
  showCommand,
  type InspectEnv,
} from '../../src/engine/tools/index.ts';
import { catalogue } from '../../widgets/catalogue.gen.ts';
import { readConfig } from '../config.ts';
import { hostChain } from '../hosts/extends.ts';
import { hostTemplateSource } from '../hosts/hostTemplates.ts';

/** The shared templates, as `quadro check` reads them: relative to the working folder. */
const templatesDir = 'templates';
const documentSchema = path.join('schemas', 'bill-document.schema.json');

/**
 * `quadro show` and `quadro flags`: the composition root hands the engine's tools what the
 * engine may not know: the widget catalogue, the document's flags, and how a host's folders
 * layer their templates over the shared ones (decision 308).
 */
export async function inspect(
  command: 'show' | 'flags',
  args: readonly string[],
  out: (line: string) => void,
): Promise<number> {
  // `quadro show bi3 | head` closes the pipe early: that is the reader's choice, not an error.
  if (process.stdout.listenerCount('error') === 0) {
    process.stdout.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      process.exit(0);
    });
  }
  const env: InspectEnv = {
    widgets: propsSchemas(catalogue),
    templates: (host, dir) =>
      host === undefined
        ? fileSource(dir ?? templatesDir)
        : hostTemplateSource(hostChain(readConfig().hostsDir, host), templatesDir),
    out,
    color: process.stdout.isTTY,
  };
  if (command === 'show') return showCommand(args, env);
  const flags = documentFlags(JSON.parse(readFileSync(documentSchema, 'utf8')) as unknown);
  return flagsCommand(args, { ...env, flags });
}
