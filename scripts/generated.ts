/**
 * How every generator (`npm run gen`, `npm run docs`) keeps its output in step with its
 * sources: write what changed, or with `--check` (run by `npm run types` and the docs tests)
 * list what is stale and fail, so CI catches a source edited without regenerating.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** One generated file and the text it should hold. */
export interface Generated {
  file: string;
  text: string;
}

export async function writeGenerated(
  outputs: readonly Generated[],
  command: string,
): Promise<void> {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  for (const { file, text } of outputs) {
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current === text) continue;
    const relative = path.relative(process.cwd(), file);
    if (check) {
      stale.push(relative);
      continue;
    }
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
    console.log(`wrote ${relative}`);
  }
  if (stale.length > 0) {
    console.error(`Stale generated files (run ${command}):\n  ${stale.join('\n  ')}`);
    process.exitCode = 1;
  }
}
