import type { ReactNode } from 'react';
import styled from 'styled-components';
import { splitAtCodes } from '../domain/codes.ts';

/** A code read as one word (a PDR or POD, a customer number): the text around it wraps. */
export const Code = styled.span`
  white-space: nowrap;
`;

/**
 * A label with its codes kept whole (issue 13: a PDR broke mid-number in the pie's legend on a
 * phone): each code in a `Code`, so the label wraps between its words instead, and never
 * inside a number a customer may read out or type in.
 */
export function withWholeCodes(text: string): ReactNode {
  const parts = splitAtCodes(text);
  if (parts.length === 1) return text;
  // Each code stands at an odd index, the text between at even ones.
  return parts.map((part, index) => (index % 2 === 1 ? <Code key={index}>{part}</Code> : part));
}
