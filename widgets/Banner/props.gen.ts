/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The advertising banner (module `banner_pubblicitario`): an image that links to the document's `bolletta_interattiva_banner_link`, in a new tab. Renders nothing when that link is not http(s) (shared decision 6) ; an image that fails to load is hidden in its box.
 */
export interface BannerProps {
  /**
   * The banner's image: an http(s) URL or a path on the portal.
   */
  imageUrl: string;
  /**
   * The i18n key of the image's text alternative, which names the link (default `widgets.banner.alt`).
   */
  altKey?: string;
  /**
   * The image's width in CSS pixels. With `height`, the banner keeps the image's box (its aspect ratio) before the image arrives, so nothing below it moves.
   */
  width?: number;
  /**
   * The image's height in CSS pixels, with `width`.
   */
  height?: number;
}
