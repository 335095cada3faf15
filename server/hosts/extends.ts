import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isPlainObject, mergePatch } from '../../src/domain/mergePatch.ts';

/**
 * A host folder may start from another: `"extends": "<host folder>"` in its hostsettings.json
 * (decision 307). Its settings, private settings, texts, templates and images are the parent's
 * with its own laid over them, so a supplier variant holds only what differs from the host it
 * resembles.
 */

/** The name of the settings key that names the parent host's folder. */
export const extendsKey = 'extends';

/**
 * The folders of a host, itself first and its root ancestor last. Fails with a message naming
 * the file on a parent that does not exist or a cycle.
 */
export function hostChain(hostsDir: string, name: string): string[] {
  const chain: string[] = [];
  let current: string | undefined = name;
  while (current !== undefined) {
    const folder = path.join(hostsDir, current);
    if (chain.includes(folder)) {
      throw new Error(`hosts/${name}/hostsettings.json: "extends" goes round in a circle`);
    }
    if (!existsSync(path.join(folder, 'hostsettings.json'))) {
      const child = chain.at(-1);
      throw new Error(
        child === undefined
          ? `hosts/${current} has no hostsettings.json`
          : `${path.relative(hostsDir, child)}/hostsettings.json extends "${current}", which is not a folder of ${path.basename(hostsDir)}/ with a hostsettings.json`,
      );
    }
    chain.push(folder);
    const settings = readJson(path.join(folder, 'hostsettings.json'));
    const parent = isPlainObject(settings) ? settings[extendsKey] : undefined;
    current = typeof parent === 'string' ? parent : undefined;
  }
  return chain;
}

/**
 * One file of a host (`hostsettings.json`, `server.json`, `locales/it.json`), the chain's copies
 * merged from the root down (JSON Merge Patch, RFC 7396: objects merge key by key, `null`
 * deletes, anything else replaces). `own` lists keys that each folder keeps to itself: a
 * variant does not inherit its parent's `aliases`. Undefined when no folder of the chain has it.
 */
export function mergedFile(
  chain: readonly string[],
  file: string,
  own: readonly string[] = [],
): unknown {
  const [self, ...parents] = chain;
  if (self === undefined) return undefined;
  const inherited = parents.length > 0 ? mergedFile(parents, file, own) : undefined;
  const base = isPlainObject(inherited)
    ? Object.fromEntries(Object.entries(inherited).filter(([key]) => !own.includes(key)))
    : inherited;
  const full = path.join(self, file);
  if (!existsSync(full)) return base;
  const value = readJson(full);
  return isPlainObject(base) && isPlainObject(value) ? mergePatch(base, value) : value;
}

/** The first folder of the chain that holds `file`, for files that are taken whole (images). */
export function firstHolding(chain: readonly string[], file: string): string | undefined {
  return chain.find((folder) => existsSync(path.join(folder, file)));
}

function readJson(file: string): unknown {
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}
