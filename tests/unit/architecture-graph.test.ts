// @vitest-environment node
// dependency-cruiser and Prettier read the file system: node, not jsdom.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateArchitectureGraph, graphFile } from '../../scripts/gen-architecture-graph.ts';

describe('docs/architecture-graph.md', () => {
  it('is what scripts/gen-architecture-graph.ts generates (run npm run docs when this fails)', async () => {
    const [expected, current] = await Promise.all([
      generateArchitectureGraph(),
      readFile(graphFile, 'utf8').catch(() => ''),
    ]);
    expect(current === expected, 'docs/architecture-graph.md is stale: run npm run docs').toBe(
      true,
    );
  }, 120_000);
});
