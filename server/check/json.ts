import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type PointerLocation } from 'json-source-map';
import { checkProblem, type Problem, type SourceLocation } from '../../src/engine/tools/index.ts';

/** A JSON file of a host or a catalogue, with where each of its values is written. */
export interface JsonFile {
  /** The path problems show, relative to the working folder. */
  file: string;
  data: unknown;
  pointers: Record<string, PointerLocation>;
}

/**
 * Reads and parses `full`; undefined when there is no such file. A syntax error is recorded
 * at its line and column and gives undefined too.
 */
export function readJsonFile(full: string, problems: Problem[]): JsonFile | undefined {
  if (!existsSync(full)) return undefined;
  const file = path.relative(process.cwd(), full);
  const text = readFileSync(full, 'utf8');
  try {
    const { data, pointers } = parse(text);
    return { file, data, pointers };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = Number(/position (\d+)/.exec(message)?.[1] ?? text.length);
    const before = text.slice(0, offset).split('\n');
    const at = { file, pointer: '', line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
    const detail = `invalid JSON: ${message.replace(/ in JSON at position \d+/, '')}`;
    problems.push(checkProblem('host-schema', file, at, detail));
    return undefined;
  }
}

/** Where the value at `pointer` is written in `json`, or its nearest written ancestor. */
export function locateIn(json: JsonFile, pointer: string): SourceLocation {
  let candidate = pointer;
  for (;;) {
    const found = json.pointers[candidate];
    if (found) {
      const at = found.key ?? found.value;
      return { file: json.file, pointer: candidate, line: at.line + 1, column: at.column + 1 };
    }
    if (candidate === '') return { file: json.file, pointer: '', line: 1, column: 1 };
    candidate = candidate.slice(0, candidate.lastIndexOf('/'));
  }
}

/**
 * Where a value of a file merged over a host chain (the host's own copy first) is written:
 * in the first copy that has that very value, else at its nearest ancestor in the host's own.
 * `inherited` tells the caller that an ancestor host wrote it (and reports it there).
 */
export function locateInChain(
  copies: readonly JsonFile[],
  pointer: string,
): { location: SourceLocation; inherited: boolean } | undefined {
  const index = copies.findIndex((copy) => copy.pointers[pointer] !== undefined);
  if (index >= 0) {
    const copy = copies[index] as JsonFile;
    return { location: locateIn(copy, pointer), inherited: index > 0 };
  }
  const own = copies[0];
  return own && { location: locateIn(own, pointer), inherited: false };
}
