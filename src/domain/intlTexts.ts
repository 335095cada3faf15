/**
 * The texts Intl made for a page rendered on the server (numbers, signs, month names), given
 * back in the browser without Intl (ADR 0061). A page's first `Intl.NumberFormat`, whatever its
 * options, loads ICU's number data: 30–150 ms of the main thread in this machine's Chromium,
 * four times that on a slow phone, in the middle of hydration. The server has already made every
 * such text of the first view, so the page learns them from its state and hydration makes none;
 * the first text the page makes on its own (a chart's axis, another language) pays for Intl then.
 */
const learned = new Map<string, string>();
let recorder: (() => Map<string, string> | undefined) | undefined;

/**
 * The text `make` gives for `key`, which names the formatter, its locale and the value: the one
 * the page learned, if any; otherwise made, and written to the render's record on the server.
 */
export function intlText(key: string, make: () => string): string {
  const known = learned.get(key);
  if (known !== undefined) return known;
  const text = make();
  recorder?.()?.set(key, text);
  return text;
}

/**
 * The server's side, set once: where the texts made by the render under way are written (the
 * request's own map, from its AsyncLocalStorage: renders of several requests interleave).
 */
export function recordIntlTexts(current: () => Map<string, string> | undefined): void {
  recorder = current;
}

/** The page's side: the server's texts, from the first view's state, before hydration. */
export function learnIntlTexts(texts: Readonly<Record<string, string>>): void {
  for (const [key, text] of Object.entries(texts)) learned.set(key, text);
}
