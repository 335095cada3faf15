/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * A paragraph whose text comes from the host's catalogue.
 */
export interface TextProps {
  /**
   * The i18n key of the paragraph.
   */
  textKey: string;
  /**
   * Muted text is secondary (default `default`).
   */
  tone?: 'default' | 'muted';
}
