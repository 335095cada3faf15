/**
 * A word of capitals and digits with at least six digits in a row: a supply point's code
 * (`15220000522011`, `IT001E31902240`), a customer or notice number. Shorter figures (a
 * year, an amount) are not codes.
 */
const CODE = /\b((?=[A-Z0-9]*\d{6})[A-Z0-9]+)\b/;

/**
 * A text split around its codes: the codes at odd indices, the text between them at even ones
 * (split() with a capturing group), so a text without codes is one part.
 */
export function splitAtCodes(text: string): string[] {
  return text.split(CODE);
}
