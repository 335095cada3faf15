import { useContext, useMemo, type ReactNode } from 'react';
import { StyleSheetContext, type IStyleSheetContext } from 'styled-components';

type Stringifier = IStyleSheetContext['stylis'];

/** Rules kept: every component's rules of a few templates and hosts; the oldest goes first. */
const kept = 5000;
const memos = new WeakMap<Stringifier, Stringifier>();

/**
 * styled-components' CSS compiler (stylis) with its output kept per input. Each render has a
 * new server sheet (src/ssr/entry.tsx), so every styled component's rules went through stylis
 * again at every render, though the same component with the same props always makes the same
 * rules: a tenth of the render (ADR 0056, session 2). Same input, same output, so the page's
 * styles are byte for byte what they were; the class names do not depend on it (`hash` is
 * kept, as styled-components mixes it into them).
 */
export function memoizedStylis(stylis: Stringifier): Stringifier {
  const known = memos.get(stylis);
  if (known) return known;
  const rules = new Map<string, readonly string[]>();
  const memo = ((css: string, selector = '', prefix = '', componentId = '&') => {
    const key = `${componentId}\u0000${selector}\u0000${prefix}\u0000${css}`;
    let made = rules.get(key);
    if (made === undefined) {
      made = stylis(css, selector, prefix, componentId);
      rules.set(key, made);
      for (const oldest of rules.keys()) {
        if (rules.size <= kept) break;
        rules.delete(oldest);
      }
    }
    // A copy: the sheet is handed an array of its own, as from stylis itself.
    return made.slice();
  }) as Stringifier;
  memo.hash = stylis.hash;
  memos.set(stylis, memo);
  return memo;
}

/** Its children styled through `memoizedStylis`, on the sheet that collects them. */
export function MemoizedStyles(props: { children: ReactNode }) {
  const context = useContext(StyleSheetContext);
  const value = useMemo(() => ({ ...context, stylis: memoizedStylis(context.stylis) }), [context]);
  return <StyleSheetContext.Provider value={value}>{props.children}</StyleSheetContext.Provider>;
}

/**
 * The page's style tags, marked as live tags (`data-styled="active"`, styled-components' own
 * mark for the tags it writes to) so that the browser's styled-components leaves them alone.
 * Unmarked, its module copies every rule of them into a sheet of its own with `insertRule` and
 * removes them when it is evaluated: a third of the entry's evaluation, one task that blocked a
 * phone's main thread right after the first paint (ADR 0063). Marked, each component inserts
 * its rules as it hydrates, in React's sliced work; the server's rules stay where they are, the
 * same rules twice, which match alike.
 */
export function liveStyleTags(tags: string): string {
  return tags.replaceAll('data-styled="true"', 'data-styled="active"');
}
