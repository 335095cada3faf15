import type { ValidateFunction } from 'ajv';
import { describeErrors } from '../validate/ajv.ts';
import { problem, type Problem } from '../problems.ts';
import type { ParsedFile, Provenance } from './provenance.ts';
import type { SourceFile } from './source.ts';

/**
 * Parses one file and checks it against its schema. Returns undefined (and records why) when
 * the file cannot be used; problems carry file:line:col.
 */
export function readChecked(
  source: SourceFile,
  name: string,
  validate: ValidateFunction,
  provenance: Provenance,
  problems: Problem[],
): ParsedFile | undefined {
  let parsed: ParsedFile;
  try {
    parsed = provenance.parse(source.file, source.text);
  } catch (error) {
    problems.push(syntaxProblem(source, error));
    return undefined;
  }
  if (!validate(parsed.data)) {
    for (const issue of describeErrors(validate.errors)) {
      const at = provenance.locate(parsed.data, issue.pointer);
      problems.push(
        problem(issue.nodeKind ? 'node-kind' : 'schema', source.file, at, issue.message),
      );
    }
    return undefined;
  }
  const id = (parsed.data as { id: string }).id;
  if (id !== name) {
    problems.push(
      problem('id-mismatch', source.file, provenance.locate(parsed.data, '/id'), id, name),
    );
  }
  return parsed;
}

function syntaxProblem(source: SourceFile, error: unknown): Problem {
  const message = error instanceof Error ? error.message : String(error);
  const match = /position (\d+)/.exec(message);
  const offset = match?.[1] === undefined ? source.text.length : Number(match[1]);
  const before = source.text.slice(0, offset).split('\n');
  const line = before.length;
  const column = (before.at(-1)?.length ?? 0) + 1;
  const detail = message.replace(/ in JSON at position \d+/, '');
  return problem(
    'json-syntax',
    source.file,
    { file: source.file, pointer: '', line, column },
    detail,
  );
}
