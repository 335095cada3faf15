/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * Template 5's help tiles (section `help`; spec §2 "Section screens"): a grid of tiles, two columns on phones, each opening one of the host's `helpLinks` in a new tab: bill guide, contact us, FAQ and, for gas bills only, self-reading. A tile shows only when its address is a non-empty http(s) URL; with none the widget renders nothing.
 */
export interface HelpTilesProps {
  /**
   * The i18n key of the heading above the tiles (default `widgets.helpTiles.title`).
   */
  titleKey?: string;
}
