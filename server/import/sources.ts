import { createReadStream } from 'node:fs';
import { opendir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * One bill to import, as read from the inputs (ADR 0044): where it comes from (a file, or a file
 * and line number), the folder its PDF is named from, and its text, read only when a worker
 * takes it, so the reader never runs ahead of the workers by more than a few bills.
 */
export interface ImportItem {
  where: string;
  baseDir: string;
  /** Units of progress this item completes: its bytes for an NDJSON line, 1 for a file. */
  units: number;
  text(): Promise<string>;
  /** Why the item could not even be read as text (a line over the limit); the text is then empty. */
  unreadable?: string;
}

/** A line longer than this is refused unread: a bundle is kilobytes, its PDF travels beside it. */
export const maxLineBytes = 8 * 1024 * 1024;

export type InputKind = 'folder' | 'ndjson' | 'file';

export async function kindOf(input: string): Promise<InputKind> {
  if ((await stat(input)).isDirectory()) return 'folder';
  return /\.(ndjson|jsonl)$/i.test(input) ? 'ndjson' : 'file';
}

/**
 * Every `*.json` file under `folder`, depth first, in the order the file system lists them.
 * `opendir` hands entries over a few at a time: a folder of a million files is never held as a
 * list (nor sorted, which would need the list). Symbolic links are not followed.
 */
export async function* jsonFiles(folder: string): AsyncGenerator<string> {
  for await (const entry of await opendir(folder)) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* jsonFiles(full);
    else if (entry.isFile() && entry.name.toLowerCase().endsWith('.json')) yield full;
  }
}

const fileItem = (file: string): ImportItem => ({
  where: file,
  baseDir: path.dirname(path.resolve(file)),
  units: 1,
  text: () => readFile(file, 'utf8'),
});

/**
 * The lines of an NDJSON file, one item each (blank lines skipped), read in chunks as the
 * workers take them: the stream pauses while this generator waits, so memory holds a chunk and
 * the lines in flight, whatever the file's size. A line over `maxLineBytes` is skipped to its
 * end and handed on as unreadable, so that it is refused and the next lines go on.
 */
export async function* ndjsonLines(file: string, limit = maxLineBytes): AsyncGenerator<ImportItem> {
  const baseDir = path.dirname(path.resolve(file));
  let parts: Buffer[] = [];
  let size = 0;
  let line = 0;
  let overLimit = false;
  const item = (bytes: Buffer | null, units: number): ImportItem | undefined => {
    line += 1;
    const where = `${file}:${line}`;
    if (bytes === null)
      return {
        where,
        baseDir,
        units,
        text: () => Promise.resolve(''),
        unreadable: `line longer than ${limit} bytes`,
      };
    const text = bytes.toString('utf8');
    return text.trim() === ''
      ? undefined
      : { where, baseDir, units, text: () => Promise.resolve(text) };
  };
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(10); end !== -1; end = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, end);
      const bytes = overLimit ? null : Buffer.concat([...parts, piece]);
      const next = item(
        bytes !== null && size + piece.length > limit ? null : bytes,
        size + piece.length + 1,
      );
      parts = [];
      size = 0;
      overLimit = false;
      start = end + 1;
      if (next) yield next;
    }
    const rest = chunk.subarray(start);
    size += rest.length;
    if (size > limit) {
      overLimit = true;
      parts = [];
    } else if (rest.length > 0) parts.push(Buffer.from(rest));
  }
  if (size > 0) {
    const last = item(overLimit ? null : Buffer.concat(parts), size);
    if (last) yield last;
  }
}

/** Every bill of the inputs, in order: folders walked, NDJSON files read line by line. */
export async function* itemsOf(inputs: readonly string[]): AsyncGenerator<ImportItem> {
  for (const input of inputs) {
    const kind = await kindOf(input);
    if (kind === 'ndjson') yield* ndjsonLines(input);
    else if (kind === 'file') yield fileItem(input);
    else for await (const file of jsonFiles(input)) yield fileItem(file);
  }
}

/**
 * The progress units of all the inputs, for the bar's percentage and ETA: an NDJSON file's size
 * in bytes (known without reading it), a folder's count of `*.json` files (one streamed walk, no
 * reading), 1 for a bundle file.
 */
export async function totalUnits(inputs: readonly string[]): Promise<number> {
  let total = 0;
  for (const input of inputs) {
    const kind = await kindOf(input);
    if (kind === 'ndjson') total += (await stat(input)).size;
    else if (kind === 'file') total += 1;
    else {
      const files = jsonFiles(input);
      while ((await files.next()).done !== true) total += 1;
    }
  }
  return total;
}
