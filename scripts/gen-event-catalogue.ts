/**
 * Writes docs/events.md, the catalogue of the events a supplier receives (issue 29), from
 * server/events/catalogue.ts and each type's schema in `schemas/`: type, version, what it
 * means, and every member of its `data` with its type and description. `--check` (run by
 * `npm run types`) fails when the page is stale. A type whose schema file is missing fails the
 * run (and is named) after the others are written, so the page never lists an event that has
 * no schema, and a half-merged catalogue is caught.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import prettier from 'prettier';
import { EVENT_TYPES, eventTypes } from '../server/events/catalogue.ts';
import { writeGenerated } from './generated.ts';
import { membersOf, typeText, type Schema } from './event-catalogue/members.ts';

const root = path.resolve(import.meta.dirname, '..');
const target = path.join(root, 'docs', 'events.md');

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

const missing: string[] = [];
const sections: string[] = [];
for (const type of eventTypes) {
  const file = EVENT_TYPES[type];
  const text = await readFile(path.join(root, 'schemas', file), 'utf8').catch(() => undefined);
  if (text === undefined) {
    missing.push(`${type} (schemas/${file})`);
    continue;
  }
  const schema = JSON.parse(text) as Schema;
  const version = /\.v(\d+)\.schema\.json$/.exec(file)?.[1] ?? '1';
  const data = schema.properties?.['data'] ?? {};
  const timestamp = schema.properties?.['timestamp']?.description ?? 'When it happened.';
  const rows = membersOf(data).map(
    (m) =>
      `| \`${m.path}\` | ${typeText(m.schema)} | ${m.required ? 'yes' : 'no'} | ${cell(m.schema.description ?? '')} |`,
  );
  sections.push(
    [
      `## \`${type}\``,
      '',
      `Version ${version}, schema [\`schemas/${file}\`](../schemas/${file}).`,
      '',
      schema.description ?? '',
      '',
      `\`timestamp\`: ${timestamp}`,
      '',
      '| `data` member | Type | Always there | Meaning |',
      '| --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  );
}

const page = [
  '<!-- Generated from server/events/catalogue.ts and schemas/event-*.schema.json by scripts/gen-event-catalogue.ts: do not edit. -->',
  '',
  '# The event catalogue',
  '',
  'Every event quadro sends a supplier, by webhook or through the pull feed',
  '([Receiving events](receiving-events.md)). Each message is `{type, timestamp, data}`; its',
  'schema is the file named under its type. A type never loses or changes a member: a breaking',
  'change is a new type (`….v2`) beside the old one. New members may be added, so a receiver',
  'must ignore members it does not know.',
  '',
  ...eventTypes
    .filter((type) => !missing.some((entry) => entry.startsWith(`${type} `)))
    .map((type) => `- [\`${type}\`](#${type.replaceAll('.', '')})`),
  '',
  sections.join('\n\n'),
  '',
].join('\n');

const options = (await prettier.resolveConfig(target)) ?? {};
await writeGenerated(
  [{ file: target, text: await prettier.format(page, { ...options, parser: 'markdown' }) }],
  'npm run gen',
);
if (missing.length > 0) {
  console.error(`Event types without their schema file:\n  ${missing.join('\n  ')}`);
  process.exitCode = 1;
}
