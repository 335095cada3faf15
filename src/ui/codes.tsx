import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A code read as one word (a PDR or POD, a customer number): the text around it wraps. */
export const Code = styled.span`
  white-space: nowrap;
`;

/**
 * A word of capitals and digits with at least six digits in a row: a supply point's code
 * (`15220000522011`, `IT001E31902240`), a customer or notice number. Shorter figures (a
 * year, an amount) wrap as the text does.
 */
const CODE = /\b((?=[A-Z0-9]*\d{6})[A-Z0-9]+)\b/;

/**
 * A label with its codes kept whole (issue 13: a PDR broke mid-number in the pie's legend on a
 * phone): each code in a `Code`, so the label wraps between its words instead, and never
 * inside a number a customer may read out or type in.
 */
export function withWholeCodes(text: string): ReactNode {
  const parts = text.split(CODE);
  if (parts.length === 1) return text;
  // split() with a capturing group puts each code at an odd index, the text between at even.
  return parts.map((part, index) => (index % 2 === 1 ? <Code key={index}>{part}</Code> : part));
}
