import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { checkProblem, didYouMean, type Problem } from '../../src/engine/tools/index.ts';
import { mergePatch } from '../../src/domain/mergePatch.ts';
import { extendsKey } from '../hosts/extends.ts';
import { locateIn, readJsonFile, type JsonFile } from './json.ts';

/** A host's folders, itself first, with each one's hostsettings.json as written. */
export interface CheckedChain {
  folders: string[];
  settings: JsonFile[];
}

/** The folders of `hostsDir` that hold a hostsettings.json: the hosts. */
export function hostNames(hostsDir: string): string[] {
  if (!existsSync(hostsDir)) return [];
  return readdirSync(hostsDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(hostsDir, e.name, 'hostsettings.json')))
    .map((e) => e.name)
    .sort();
}

/**
 * Follows `extends` from host `name` as server/hosts/extends.ts does, but records where it
 * breaks instead of throwing: a parent that is not a host (with the nearest host's name), a
 * cycle, a file that does not parse. Undefined when the chain cannot be followed.
 */
export function checkedChain(
  hostsDir: string,
  name: string,
  problems: Problem[],
): CheckedChain | undefined {
  const chain: CheckedChain = { folders: [], settings: [] };
  let current = name;
  for (;;) {
    const folder = path.join(hostsDir, current);
    const child = chain.settings.at(-1);
    if (chain.folders.includes(folder)) {
      const cycle = [...chain.folders.map((f) => path.basename(f)), current].join(' → ');
      const at = child && locateIn(child, `/${extendsKey}`);
      problems.push(checkProblem('host-extends-cycle', at?.file ?? folder, at, cycle));
      return undefined;
    }
    const settingsFile = path.join(folder, 'hostsettings.json');
    if (!existsSync(settingsFile)) {
      if (!child) {
        const file = path.relative(process.cwd(), settingsFile);
        problems.push(checkProblem('host-file-missing', file, undefined, 'hostsettings.json'));
        return undefined;
      }
      const at = locateIn(child, `/${extendsKey}`);
      const found = checkProblem('host-extends-missing', at.file, at, current);
      const hint = didYouMean(current, hostNames(hostsDir));
      problems.push({ ...found, message: found.message + hint });
      return undefined;
    }
    // A parent's own syntax error is reported when that host is checked.
    const json = readJsonFile(settingsFile, chain.folders.length === 0 ? problems : []);
    if (!json) return undefined;
    chain.folders.push(folder);
    chain.settings.push(json);
    const parent = isPlainObject(json.data) ? json.data[extendsKey] : undefined;
    if (typeof parent !== 'string') return chain;
    current = parent;
  }
}

/**
 * One file of the chain merged from the root down (JSON Merge Patch), leaving out of each
 * inherited copy the keys in `own`, as server/hosts/extends.ts `mergedFile` does.
 */
export function mergeCopies(copies: readonly JsonFile[], own: readonly string[] = []): unknown {
  let merged: unknown;
  for (const copy of [...copies].reverse()) {
    const base = isPlainObject(merged)
      ? Object.fromEntries(Object.entries(merged).filter(([key]) => !own.includes(key)))
      : merged;
    merged =
      isPlainObject(base) && isPlainObject(copy.data) ? mergePatch(base, copy.data) : copy.data;
  }
  return merged;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
