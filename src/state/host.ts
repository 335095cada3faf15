import { create } from 'zustand';
import type { HostSettings } from '../../schemas/types/host-settings.gen.ts';

/**
 * The settings of the host the page was opened on (`/hostsettings.json`), for widgets that need
 * a host's value the document may lack (the pagoPA link, help links, the web-bill page).
 * Templates see the same settings as `host` in expressions.
 */
export interface HostState {
  settings: HostSettings | undefined;
  setSettings: (settings: HostSettings) => void;
}

export const useHost = create<HostState>()((set) => ({
  settings: undefined,
  setSettings: (settings) => {
    set({ settings });
  },
}));

/** The host settings whose value is text. */
type TextSetting = {
  [K in keyof HostSettings]-?: NonNullable<HostSettings[K]> extends string ? K : never;
}[keyof HostSettings];

/** A host setting that is a non-empty string, or undefined. */
export function hostString(
  settings: HostSettings | undefined,
  key: TextSetting,
): string | undefined {
  const value = settings?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
