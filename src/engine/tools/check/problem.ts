import type { SourceLocation } from '../../load/provenance.ts';
import type { Problem } from '../../problems.ts';
import { checkMessages, type CheckMessageCode } from '../../validate/checkMessages.ts';

type Args<C extends CheckMessageCode> = Parameters<(typeof checkMessages)[C]>;

/** A problem of `quadro check`, at `location` when it is known (an error unless `warning`). */
export function checkProblem<C extends CheckMessageCode>(
  code: C,
  file: string,
  location: SourceLocation | undefined,
  ...args: Args<C>
): Problem {
  const format = checkMessages[code] as (...a: Args<C>) => string;
  const found: Problem = { code, message: format(...args), file };
  if (location) found.location = location;
  return found;
}
