/**
 * Writes the ingestion API's OpenAPI description (server/ingest/openapi.ts, made from
 * `schemas/`) to a file, for `npm run openapi:lint` to hand to Redocly's linter (redocly.yaml).
 * Usage: `tsx scripts/openapi.ts <file>`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiOf } from '../server/ingest/openapi.ts';

const file = process.argv[2];
if (file === undefined) throw new Error('usage: tsx scripts/openapi.ts <file>');
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(openApiOf('https://bolletta.example.test'), null, 2)}\n`);
