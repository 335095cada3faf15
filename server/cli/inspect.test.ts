// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inspect } from './inspect.ts';

let hostsDir = '';
const saved = process.env['QUADRO_HOSTS_DIR'];

beforeEach(async () => {
  hostsDir = await mkdtemp(path.join(tmpdir(), 'quadro-inspect-'));
  process.env['QUADRO_HOSTS_DIR'] = hostsDir;
  // A parent host with a variant of bi5-mobile, and a host that extends it and has none.
  await mkdir(path.join(hostsDir, 'parent.test', 'templates'), { recursive: true });
  await mkdir(path.join(hostsDir, 'child.test'));
  await writeFile(path.join(hostsDir, 'parent.test', 'hostsettings.json'), '{}');
  await writeFile(
    path.join(hostsDir, 'child.test', 'hostsettings.json'),
    '{ "extends": "parent.test" }',
  );
  await writeFile(
    path.join(hostsDir, 'parent.test', 'templates', 'bi5-parent.json'),
    JSON.stringify({
      id: 'bi5-parent',
      extends: 'bi5-mobile',
      patch: { costi: { visible: 'false' } },
    }),
  );
});

afterEach(async () => {
  if (saved === undefined) delete process.env['QUADRO_HOSTS_DIR'];
  else process.env['QUADRO_HOSTS_DIR'] = saved;
  await rm(hostsDir, { recursive: true, force: true });
});

async function run(command: 'show' | 'flags', args: string[]) {
  const lines: string[] = [];
  const code = await inspect(command, args, (line) => lines.push(...line.split('\n')));
  return { code, lines };
}

describe('quadro show and flags --host', () => {
  it('finds a host variant through the folders the host extends, over templates/', async () => {
    const { code, lines } = await run('show', ['bi5-parent', '--host', 'child.test', '--diff']);
    expect(code).toBe(0);
    expect(lines[0]).toBe('bi5-parent against bi5-mobile, the template it extends');
    expect(lines[1]).toBe('  patched           costi (visible)');
    expect(lines).toContain('--- templates/bi5-mobile.json\teffective');
    expect(lines.find((l) => l.startsWith('+++'))).toMatch(
      /parent\.test\/templates\/bi5-parent\.json\teffective$/,
    );
  });

  it('analyses the host variant with the document flags', async () => {
    const { code, lines } = await run('flags', ['bi5-parent', '--host', 'parent.test']);
    expect(code).toBe(0);
    expect(lines).toContain('  costi (CostsCard)');
  });

  it('without --host, a host variant is not a template', async () => {
    const { code, lines } = await run('show', ['bi5-parent']);
    expect(code).toBe(1);
    expect(lines).toEqual([
      'bi5-parent.json template "bi5-parent" does not exist',
      'bi5-parent: 1 problem',
    ]);
  });
});
