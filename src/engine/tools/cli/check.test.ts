import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogue } from '../../../../widgets/catalogue.gen.ts';
import { check } from './check.ts';

let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'quadro-check-'));
  await mkdir(path.join(dir, 'fragments'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Writes `rows` as one file of the temporary templates folder. */
async function write(file: string, ...rows: string[]) {
  await writeFile(path.join(dir, file), rows.join('\n'));
}

/** The path `check` prints for a file of the temporary folder (relative to the working dir). */
const shown = (file: string) => path.relative(process.cwd(), path.join(dir, file));

async function run(paths: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await check(catalogue, paths, (line) => {
    lines.push(line);
  });
  return { code, lines };
}

const good = [
  '{',
  '  "id": "good",',
  '  "root": { "widget": "Heading", "props": { "textKey": "demo.title" } }',
  '}',
];
const bad = ['{', '  "id": "bad",', '  "root": { "widget": "Nope" }', '}'];
// The registry grows with every widget; the message lists it sorted.
const registryNames = Object.keys(catalogue).sort().join(', ');

describe('quadro check', () => {
  it('exits 1 and prints file:line:col message for each problem of a folder', async () => {
    await write('good.json', ...good);
    await write('bad.json', ...bad);
    const { code, lines } = await run([dir]);
    expect(code).toBe(1);
    expect(lines).toEqual([
      `${shown('bad.json')}:3:13 unknown widget "Nope" (the registry has: ${registryNames})`,
      '1 problem',
    ]);
  });

  it('checks a fragment that no template uses', async () => {
    await write('good.json', ...good);
    await write(
      'fragments/unused.json',
      '{',
      '  "id": "unused",',
      '  "size": 1,',
      '  "root": {}',
      '}',
    );
    const { code, lines } = await run([dir]);
    expect(code).toBe(1);
    expect(lines).toEqual([
      `${shown('fragments/unused.json')}:3:3 unknown property "size"`,
      '1 problem',
    ]);
  });

  it('exits 0 and counts the files when there is no problem', async () => {
    await write('good.json', ...good);
    await write('other.json', ...good.map((row) => row.replace('"good"', '"other"')));
    const { code, lines } = await run([dir]);
    expect(code).toBe(0);
    expect(lines).toEqual(['2 files checked, no problems']);
  });

  it('checks only the files it is given', async () => {
    await write('good.json', ...good);
    await write('bad.json', ...bad);
    expect(await run([path.join(dir, 'good.json')])).toEqual({
      code: 0,
      lines: ['1 file checked, no problems'],
    });
    expect((await run([path.join(dir, 'bad.json')])).code).toBe(1);
  });

  it('checks a fragment file given on its own', async () => {
    await write('fragments/f.json', '{', '  "id": "g",', '  "root": {}', '}');
    const { code, lines } = await run([path.join(dir, 'fragments', 'f.json')]);
    expect(code).toBe(1);
    expect(lines).toEqual([
      `${shown('fragments/f.json')}:2:3 id "g" does not match the file name "f"`,
      '1 problem',
    ]);
  });

  it('exits 1 for a path that does not exist', async () => {
    const missing = path.join(dir, 'missing.json');
    expect(await run([missing])).toEqual({ code: 1, lines: [`${missing} no such file or folder`] });
  });

  it('finds no problem in the templates the product ships', async () => {
    const { code, lines } = await run(['templates']);
    expect(lines.at(-1)).toMatch(/^\d+ files? checked, no problems$/);
    expect(code).toBe(0);
  });
});
