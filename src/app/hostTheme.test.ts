import { describe, expect, it } from 'vitest';
import { themeStyle } from './hostTheme.ts';

describe("a host's theme tokens on the page's container (issue 19)", () => {
  it('sets colours, radius and font, and nothing the host leaves out', () => {
    expect(
      themeStyle({
        theme: {
          colors: { primary: '#0b5d3b', surface: '#ffffff' },
          radius: 4,
          fontFamily: '"Source Sans 3", system-ui, sans-serif',
        },
      }),
    ).toEqual({
      '--q-primary': '#0b5d3b',
      '--q-surface': '#ffffff',
      '--q-radius': '4px',
      fontFamily: '"Source Sans 3", system-ui, sans-serif',
    });
    expect(themeStyle({})).toEqual({});
  });
});
