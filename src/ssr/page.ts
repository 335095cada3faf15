import { firstViewStateId } from '../app/firstViewContext.ts';
import { stateScriptText, type FirstViewState } from '../app/firstViewState.ts';

export interface RenderedParts {
  /** The markup of `<div id="root">`. */
  markup: string;
  /** The `<style>` elements of the render (styled-components' server sheet). */
  styles: string;
  lang: string;
  /** The tab's title (issue 30), as text: it replaces the built page's `<title>`. */
  title?: string;
  state: FirstViewState;
}

const root = '<div id="root"></div>';

/**
 * The built index.html with a rendered bill: its styles at the end of `<head>`, its markup in
 * `#root`, its state right after as a JSON script (which the CSP allows: it never runs), and
 * `<html lang>`. Undefined when the page lacks any of the places (a changed index.html), so the
 * caller sends the page as it is. Replacements are functions: a `$&` in a bill stays text.
 */
export function composePage(page: string, parts: RenderedParts): string | undefined {
  if (!page.includes(root) || !page.includes('</head>') || !/<html lang="[^"]*">/.test(page)) {
    return undefined;
  }
  const state = `<script type="application/json" id="${firstViewStateId}">${stateScriptText(parts.state)}</script>`;
  return page
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeAttribute(parts.lang)}">`)
    .replace(/<title>[^<]*<\/title>/, (built) =>
      parts.title === undefined ? built : `<title>${escapeText(parts.title)}</title>`,
    )
    .replace('</head>', () => `${parts.styles}</head>`)
    .replace(root, () => `<div id="root">${parts.markup}</div>${state}`);
}

function escapeText(value: string): string {
  return value.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}
