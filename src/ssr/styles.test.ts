import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, keyframes, ServerStyleSheet } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { liveStyleTags, memoizedStylis, MemoizedStyles } from './styles.tsx';

const spin = keyframes`from { transform: rotate(0deg); } to { transform: rotate(360deg); }`;
const Global = createGlobalStyle`body { margin: 0; }`;
const Box = styled.div<{ $wide: boolean }>`
  color: red;
  width: ${(p) => (p.$wide ? '100%' : '50%')};
  &:hover {
    color: blue;
  }
  & + & {
    margin-top: 4px;
  }
  animation: ${spin} 1s linear;
  @media (min-width: 600px) {
    display: flex;
  }
`;

function tree(): ReactNode {
  return [
    createElement(Global, { key: 'g' }),
    createElement(Box, { key: 'a', $wide: true }, 'a'),
    createElement(Box, { key: 'b', $wide: false }, 'b'),
  ];
}

function render(wrap: boolean): { html: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const app = wrap ? createElement(MemoizedStyles, null, tree()) : tree();
    const html = renderToString(sheet.collectStyles(app));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe("the server render's styles", () => {
  it('go out as live tags, which the browser’s styled-components does not copy (ADR 0063)', () => {
    const { styles } = render(false);
    const live = liveStyleTags(styles + styles);
    expect(live.match(/data-styled="active"/g)).toHaveLength(2);
    expect(live).not.toContain('data-styled="true"');
    expect(live.replaceAll('data-styled="active"', 'data-styled="true"')).toBe(styles + styles);
  });

  it('are byte for byte those of styled-components alone, on the first render and after', () => {
    const plain = render(false);
    expect(plain.styles).toContain('width:100%');
    expect(render(true)).toEqual(plain);
    expect(render(true)).toEqual(plain);
  });

  it('compile each rule once across renders, each render getting an array of its own', () => {
    const stylis = Object.assign(
      vi.fn((css: string, selector?: string) => [`${selector ?? ''}{${css}}`]),
      { hash: 'h' },
    );
    const memo = memoizedStylis(stylis);
    expect(memo.hash).toBe('h');
    expect(memoizedStylis(stylis)).toBe(memo);
    const first = memo('color:red;', '.a', undefined, 'sc-a');
    const again = memo('color:red;', '.a', undefined, 'sc-a');
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect(memo('color:red;', '.b', undefined, 'sc-a')).toEqual(['.b{color:red;}']);
    expect(stylis).toHaveBeenCalledTimes(2);
  });
});
