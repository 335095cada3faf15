/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * A section heading whose text comes from the host's catalogue.
 */
export interface HeadingProps {
  /**
   * The i18n key of the heading's text.
   */
  textKey: string;
  /**
   * The heading level for screen readers and outline (default 2).
   */
  level?: 1 | 2 | 3;
}
