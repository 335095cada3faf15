/**
 * Template 5's help tiles (spec §2 "Section screens": "open external pages for bill guide,
 * contact us, FAQ and, for gas, self-reading; opens only when the URL is non-empty").
 */
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import { isGas, readPath } from './flags.ts';

export type HelpTileKind = 'billGuide' | 'contactUs' | 'faq' | 'selfReading';

export interface HelpTile {
  kind: HelpTileKind;
  url: string;
}

/** The order the tiles are shown in; `selfReading` only on gas bills. */
export const HELP_TILE_KINDS: readonly HelpTileKind[] = [
  'billGuide',
  'contactUs',
  'faq',
  'selfReading',
];

/**
 * The tiles to show: each kind whose address in the host's `helpLinks` passes `toUrl`, the
 * portal's rule for which addresses become links (src/domain/urls.ts `webUrl`, decision 6:
 * non-empty http(s) only). It is passed in so this rule stays free of the widgets' code.
 */
export function helpTiles(
  doc: BillDocument | undefined,
  helpLinks: unknown,
  toUrl: (value: unknown) => string | undefined,
): HelpTile[] {
  const gas = isGas(doc?.tipo_bolletta);
  const tiles: HelpTile[] = [];
  for (const kind of HELP_TILE_KINDS) {
    if (kind === 'selfReading' && !gas) continue;
    const url = toUrl(readPath(helpLinks, kind));
    if (url !== undefined) tiles.push({ kind, url });
  }
  return tiles;
}
