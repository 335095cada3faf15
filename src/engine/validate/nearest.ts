import { closest, distance } from 'fastest-levenshtein';

/**
 * The known name nearest to a misspelt one, when it is near enough to be a typo: one edit in
 * a name of up to three characters, else two edits or one in three characters, whichever is
 * more (`isGaz` → `isGas`, `titel` → `title`, a swap being two edits), never the name itself.
 * A suggestion that is far away misleads more than none.
 */
export function nearest(name: string, known: Iterable<string>): string | undefined {
  const candidates = [...new Set(known)].filter((k) => k !== name);
  if (candidates.length === 0 || name === '') return undefined;
  const lower = name.toLowerCase();
  const sameButCase = candidates.find((k) => k.toLowerCase() === lower);
  if (sameButCase !== undefined) return sameButCase;
  const best = closest(name, candidates);
  const allowed = name.length <= 3 ? 1 : Math.max(2, Math.floor(name.length / 3));
  return distance(name, best) <= allowed ? best : undefined;
}

/** ` — did you mean "x"?` after a message, or nothing when no known name is near. */
export function didYouMean(name: string, known: Iterable<string>): string {
  const found = nearest(name, known);
  return found === undefined ? '' : ` — did you mean "${found}"?`;
}
