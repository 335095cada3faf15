import type { CSSProperties } from 'react';
import type { HostSettings } from '../../schemas/types/host-settings.gen.ts';
import type { ThemeColor } from '../api/types.ts';

/** The page's custom properties (src/app/Page.tsx) that a host's theme colours set. */
const colorTokens: Record<ThemeColor, string> = {
  primary: '--q-primary',
  onPrimary: '--q-on-primary',
  surface: '--q-surface',
  text: '--q-text',
  muted: '--q-text-muted',
  danger: '--q-danger',
  success: '--q-success',
};

/**
 * A host's design tokens as custom properties for the bill's container: a supplier variant
 * changes tokens, never components (DESIGN "Look and feel"). The host settings' schema allows
 * only `#rrggbb` colours and a radius in px, so the values are safe in CSS; the font list is
 * the `font-family` property of the container (decision 309).
 */
export function themeStyle(host: Pick<HostSettings, 'theme'>): CSSProperties {
  const style: Record<string, string> = {};
  const colors = host.theme?.colors ?? {};
  for (const [color, token] of Object.entries(colorTokens)) {
    const value = colors[color as ThemeColor];
    if (value !== undefined) style[token] = value;
  }
  if (host.theme?.radius !== undefined) style['--q-radius'] = `${host.theme.radius}px`;
  // A font list, set as a style property (never written into a style sheet), inherited by
  // everything the container holds; a list the browser cannot parse is ignored by it.
  if (host.theme?.fontFamily !== undefined) style['fontFamily'] = host.theme.fontFamily;
  return style;
}
