// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchFolders } from './watch.ts';

describe('the watch mode', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'quadro-watch-'));
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    rmSync(folder, { recursive: true, force: true });
  });

  it('reloads after edits, in new subfolders too', async () => {
    const reload = vi.fn(() => Promise.resolve());
    stop = watchFolders([folder], reload, (error) => {
      throw error;
    });
    mkdirSync(path.join(folder, 'bolletta.acme.test', 'templates'), { recursive: true });
    writeFileSync(path.join(folder, 'bolletta.acme.test', 'hostsettings.json'), '{}');
    writeFileSync(path.join(folder, 'bolletta.acme.test', 'templates', 'bi3.json'), '{}');
    await vi.waitFor(() => {
      expect(reload).toHaveBeenCalled();
    });
    // Settled: a later edit is one more reload.
    await new Promise((done) => setTimeout(done, 300));
    const before = reload.mock.calls.length;
    writeFileSync(path.join(folder, 'bolletta.acme.test', 'templates', 'bi3.json'), '{"a":1}');
    await vi.waitFor(() => {
      expect(reload.mock.calls.length).toBeGreaterThan(before);
    });
  });
});
