import { createGlobalStyle } from 'styled-components';

/**
 * Base tokens and reset; a host's theme overrides the custom properties. The page and
 * Storybook both draw with it, so a story looks like the bill.
 */
export const GlobalStyle = createGlobalStyle`
  :root {
    --q-primary: #0b5cad;
    --q-text: #1f2933;
    --q-text-muted: #52606d;
    --q-surface: #ffffff;
    --q-background: #f4f6f8;
    --q-border: #d0d7de;
    --q-muted: #e6eaee;
    --q-focus: #1d4ed8;
    --q-radius: 12px;
    color-scheme: light;
  }
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    font-size: 16px;
    color: var(--q-text);
    background: var(--q-background);
  }
  a { color: var(--q-primary); }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation: none !important; transition: none !important; }
  }
`;
