import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { formatRate, formatRefusal, formatSummary, progressBar } from './report.ts';
import { ndjsonLines } from './sources.ts';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

describe('the import summary', () => {
  it('prints the totals, the rate and one aligned row per outcome', () => {
    const tally = { stored: 12_345, unchanged: 7, replaced: 0, refused: 2 };
    expect(formatSummary(tally, 4)).toEqual([
      'quadro import: 12,354 bills in 4.0 s (3,089 bills per second)',
      '  stored    12,345',
      '  unchanged      7',
      '  replaced       0',
      '  refused        2 (each listed above)',
    ]);
  });

  it('says nothing of a list when none was refused, and keeps a digit for slow rates', () => {
    const lines = formatSummary({ stored: 3, unchanged: 0, replaced: 0, refused: 0 }, 2);
    expect(lines[0]).toBe('quadro import: 3 bills in 2.0 s (1.5 bills per second)');
    expect(lines[4]).toBe('  refused   0');
    expect(formatRate(5, 0)).toBe('–');
  });

  it('names the file or line, the pointer, and the reason of a refusal', () => {
    const refusal = { where: 'bills.ndjson:42', outcome: 'refused', pointer: '/document' } as const;
    expect(formatRefusal({ ...refusal, reason: 'must be object' })).toBe(
      'refused bills.ndjson:42 at /document: must be object',
    );
    expect(formatRefusal({ ...refusal, pointer: '', reason: 'is not JSON' })).toBe(
      'refused bills.ndjson:42 at (the whole bundle): is not JSON',
    );
  });
});

describe('the progress bar off a terminal', () => {
  it('writes plain lines with the bills, their rate and an ETA, and ends full', () => {
    const stream = Object.assign(new PassThrough(), {
      isTTY: false,
    }) as unknown as NodeJS.WriteStream;
    let written = '';
    (stream as unknown as PassThrough).on('data', (chunk: Buffer) => (written += chunk.toString()));
    const lines: string[] = [];
    const progress = progressBar(stream, 10, (line) => lines.push(line));
    progress.advance(4, 1);
    progress.log('refused a.json at /id: taken');
    progress.stop(true);
    expect(lines).toEqual(['refused a.json at /id: taken']);
    const last = written.trim().split('\n').at(-1) ?? '';
    expect(last).toMatch(/^importing \[=+\] 100% \| 1 bills \| \S+ bills\/s \| ETA \S+$/);
  });
});

describe('the NDJSON reader', () => {
  it('numbers lines from one, skips blank ones, and refuses an over-long one without losing the next', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'ndjson-')), 'bills.ndjson');
    writeFileSync(file, `{"a":1}\n\n${'x'.repeat(100)}\n{"b":2}`);
    const items = [];
    for await (const item of ndjsonLines(file, 50)) items.push(item);
    expect(items.map((item) => [item.where.slice(file.length), item.unreadable])).toEqual([
      [':1', undefined],
      [':3', 'line longer than 50 bytes'],
      [':4', undefined],
    ]);
    expect(await items[2]?.text()).toBe('{"b":2}');
    expect(items.reduce((sum, item) => sum + item.units, 0)).toBe(8 + 101 + 7);
  });
});
