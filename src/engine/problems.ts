import type { SourceLocation } from './load/provenance.ts';
import { engineMessages, type EngineMessageCode } from '../diagnostics/messages.ts';
import type { CheckMessageCode } from './validate/checkMessages.ts';

/** The engine's codes, and those only `quadro check` gives (their messages stay out of the page). */
export type ProblemCode = EngineMessageCode | CheckMessageCode;

/** A problem found while loading or validating a template: never thrown, always collected. */
export interface Problem {
  code: ProblemCode;
  message: string;
  /** The file the problem is in (also when no line is known). */
  file: string;
  location?: SourceLocation;
  /**
   * A warning is listed apart and does not fail `quadro check` (a host text that overrides
   * nothing); absent means an error.
   */
  severity?: 'error' | 'warning';
}

type Args<C extends EngineMessageCode> = Parameters<(typeof engineMessages)[C]>;

export function problem<C extends EngineMessageCode>(
  code: C,
  file: string,
  location: SourceLocation | undefined,
  ...args: Args<C>
): Problem {
  const format = engineMessages[code] as (...a: Args<C>) => string;
  const found: Problem = { code, message: format(...args), file };
  if (location) found.location = location;
  return found;
}

/** The same problem as a warning. */
export function asWarning(p: Problem): Problem {
  return { ...p, severity: 'warning' };
}

/** `file:line:col message`, the form editors and terminals link to. */
export function formatProblem(p: Problem): string {
  const where = p.location ? `${p.location.file}:${p.location.line}:${p.location.column}` : p.file;
  return `${where} ${p.message}`;
}
