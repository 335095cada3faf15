import { describe, expect, it } from 'vitest';
import { layeredSource } from './layeredSource.ts';
import { memorySource } from './source.ts';

describe('layeredSource (decision 308)', () => {
  const host = memorySource({ 'acme.json': '{"id":"acme"}', 'fragments/foot.json': '"host"' });
  const shared = memorySource({
    'demo.json': '{"id":"demo"}',
    'acme.json': '{"id":"shadowed"}',
    'fragments/foot.json': '"shared"',
    'fragments/head.json': '"shared"',
  });
  const source = layeredSource([host, shared]);

  it('reads each file from the nearest layer that has it', async () => {
    expect((await source.template('acme'))?.text).toBe('{"id":"acme"}');
    expect((await source.template('demo'))?.text).toBe('{"id":"demo"}');
    expect((await source.fragment('foot'))?.text).toBe('"host"');
    expect((await source.fragment('head'))?.text).toBe('"shared"');
    expect(await source.template('none')).toBeUndefined();
  });

  it('names every template and fragment of every layer once', async () => {
    expect(await source.templateNames()).toEqual(['acme', 'demo']);
    expect(await source.fragmentNames()).toEqual(['foot', 'head']);
  });
});
