import { describe, expect, it } from 'vitest';
import type { FirstViewState } from '../app/firstViewState.ts';
import { composePage } from './page.ts';

const page = `<!doctype html>
<html lang="it">
  <head>
    <title>quadro</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const state: FirstViewState = {
  search: '?id=x',
  device: 'desktop',
  template: 'bi3',
  answers: { '/doc': { holder: '</script>$&' } },
  node: null,
};

describe('the page with a bill rendered on the server', () => {
  it('puts markup, styles, language and state where the page reads them', () => {
    const html = composePage(page, {
      markup: '<main>Importo $& 10 €</main>',
      styles: '<style data-styled="true">.a{color:red}</style>',
      lang: 'en',
      state,
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<style data-styled="true">.a{color:red}</style></head>');
    // `$&` is text, not the replaced pattern.
    expect(html).toContain('<div id="root"><main>Importo $& 10 €</main></div>');
    expect(html).toContain('<script type="application/json" id="quadro-state">{"search":"?id=x"');
    expect(html).toContain('"holder":"\\u003c/script>$&"');
    expect(html?.match(/<\/script>/g)).toHaveLength(2);
  });

  it('escapes the language into its attribute', () => {
    const html = composePage(page, { markup: '', styles: '', lang: '"><x', state });
    expect(html).toContain('<html lang="&#34;&#62;&#60;x">');
  });

  it("names the bill and its supplier in the tab's title, as text (issue 30)", () => {
    const title = 'Bolletta n. A2026000101 – Alfa <Energia> & C.';
    const html = composePage(page, { markup: '', styles: '', lang: 'it', title, state });
    expect(html).toContain(
      '<title>Bolletta n. A2026000101 – Alfa &#60;Energia&#62; &#38; C.</title>',
    );
    expect(html).not.toContain('<title>quadro</title>');
  });

  it('gives up on a page without its places, so the page goes out as it is', () => {
    const parts = { markup: '<main/>', styles: '', lang: 'it', state };
    expect(composePage(page.replace('<div id="root"></div>', '<div id="app"></div>'), parts)).toBe(
      undefined,
    );
    expect(composePage(page.replace('</head>', ''), parts)).toBeUndefined();
  });
});
