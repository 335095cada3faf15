import styled from 'styled-components';

/**
 * A big link of template 5's navigation widgets (help tiles, web bill, reserved area): a
 * 44 px+ target with the host's focus ring. On the primary colour the text is `--q-on-primary`,
 * which each host's theme pairs for AA contrast.
 */
export const PrimaryLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  align-self: flex-start;
  min-height: 44px;
  max-width: 100%;
  padding: 10px 20px;
  border-radius: 999px;
  background: var(--q-primary, #0b5cad);
  color: var(--q-on-primary, #fff);
  font-weight: 600;
  line-height: 1.3;
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  &:focus-visible {
    outline: 3px solid var(--q-focus, #1d4ed8);
    outline-offset: 2px;
  }
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
