/**
 * Addresses from bill data (shared decision 6): text becomes a link only with an allowed scheme.
 */

/** The URL when its scheme is http: or https:, otherwise undefined. */
export function webUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? text : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An image source: an http(s) URL, or a path on the portal's own origin (`/logo.svg`, as host
 * logos are served). Anything else (`data:`, `javascript:`, `//other.host`) is no image.
 */
export function imageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  return webUrl(text);
}

/** A `tel:` address for a phone number as printed (`800 123 456` → `tel:800123456`). */
export function telUrl(phone: string): string | undefined {
  const dialable = phone.replace(/[\s./()-]/g, '');
  return /^\+?[0-9]{3,20}$/.test(dialable) ? `tel:${dialable}` : undefined;
}

/** A `mailto:` address for one plain e-mail address, otherwise undefined. */
export function mailtoUrl(address: string): string | undefined {
  return /^[^\s@:/?#]+@[^\s@:/?#]+\.[^\s@:/?#]+$/.test(address) ? `mailto:${address}` : undefined;
}
