// @vitest-environment node
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadHosts } from '../hosts/hosts.ts';
import { liveHosts } from './watch.ts';
import { reloadConfiguration } from './watchConfiguration.ts';

const broken = path.resolve('tests/fixtures/broken/hosts');
const folder = mkdtempSync(path.join(tmpdir(), 'quadro-watch-check-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('the watch mode’s log (issue 30)', () => {
  it('says what quadro check says of a broken host, with its did-you-mean', async () => {
    const hostsDir = path.join(folder, 'hosts');
    cpSync(path.join(broken, 'bolletta.base.test'), path.join(hostsDir, 'bolletta.base.test'), {
      recursive: true,
    });
    const i18nDir = path.resolve('src/i18n');
    const hosts = liveHosts(loadHosts(hostsDir, i18nDir));
    cpSync(
      path.join(broken, 'bolletta.bad-setting.test'),
      path.join(hostsDir, 'bolletta.bad-setting.test'),
      { recursive: true },
    );
    const warnings: string[] = [];
    const log = { info: vi.fn(), warn: (line: string) => warnings.push(line) };
    const templates = { reload: vi.fn(() => Promise.resolve()) };
    const config = {
      hostsDir,
      templatesDir: path.resolve('tests/fixtures/broken/templates'),
      cataloguesDir: i18nDir,
    };
    await reloadConfiguration(config, hosts, templates, log as never);
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /bolletta\.bad-setting\.test\/hostsettings\.json:3:3 unknown property "supplierNme" — did you mean "supplierName"\?$/,
      ),
    );
    // The running hosts stay.
    expect(hosts.all.map((host) => host.name)).toEqual(['bolletta.base.test']);
    expect(templates.reload).toHaveBeenCalledTimes(1);
  });
});
