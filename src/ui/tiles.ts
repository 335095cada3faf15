import styled, { css } from 'styled-components';
import { focusRing } from './buttons.ts';

/**
 * A filled pill on the host's primary colour: a 44 px+ target with the host's focus ring. On the
 * primary colour the text is `--q-on-primary`, which each host's theme pairs for AA contrast.
 * The links that carry the one main action of a card or a page share it.
 */
export const primaryPill = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  border-radius: 999px;
  background: var(--q-primary, #0b5cad);
  color: var(--q-on-primary, #fff);
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  ${focusRing}
`;

/** A big link of template 5's navigation widgets (help tiles, web bill, reserved area). */
export const PrimaryLink = styled.a`
  ${primaryPill}
  gap: 8px;
  align-self: flex-start;
  max-width: 100%;
  padding: 10px 20px;
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

/** The round tinted badge an icon sits in, in the host's primary colour. */
export const IconBadge = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 999px;
  color: var(--q-primary, #0b5cad);
  background: color-mix(in srgb, var(--q-primary, #0b5cad) 10%, var(--q-surface, #fff));
`;
