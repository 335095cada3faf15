import type { HostSettings } from '../../../../schemas/types/host-settings.gen.ts';

/**
 * Whether the page has a header at all: the language selector when the host offers more than
 * one language (spec §1), the menu for a logged-in customer (§6). The shell asks it before the
 * header's chunk has arrived, to keep the header's place (no shift when it lands).
 */
export function headerShows(host: Pick<HostSettings, 'locales'>, authenticated: boolean): boolean {
  return host.locales.length > 1 || authenticated;
}

/** The header's height with the selector alone: 8 px above a 44 px target (ShellHeader). */
export const headerHeight = 52;
