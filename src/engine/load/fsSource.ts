import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { SourceFile, TemplateSource } from './source.ts';

/** Templates from a folder on disk: `<dir>/<name>.json` and `<dir>/fragments/<name>.json`. */
export function fileSource(dir: string): TemplateSource {
  const read = async (file: string): Promise<SourceFile | undefined> => {
    try {
      return { file: path.relative(process.cwd(), file), text: await readFile(file, 'utf8') };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  const names = async (folder: string) => {
    try {
      const entries = await readdir(folder, { withFileTypes: true });
      return entries
        .filter((e) => e.isFile() && e.name.endsWith('.json'))
        .map((e) => e.name.slice(0, -'.json'.length))
        .sort();
    } catch {
      return [];
    }
  };
  return {
    template: (name) => read(path.join(dir, `${name}.json`)),
    fragment: (name) => read(path.join(dir, 'fragments', `${name}.json`)),
    templateNames: () => names(dir),
    fragmentNames: () => names(path.join(dir, 'fragments')),
  };
}
