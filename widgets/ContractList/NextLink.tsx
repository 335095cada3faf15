import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { primaryPill } from '../../src/ui/tiles.ts';

const look = css`
  ${primaryPill}
  gap: 8px;
  max-width: 100%;
  padding: 10px 20px;
  line-height: 1.3;
  text-align: center;
  @media (max-width: 599px) {
    width: 100%;
  }
`;
const RouterLink = styled(Link)`
  ${look}
`;
const PlainLink = styled.a`
  ${look}
`;

/**
 * A link to a page of the portal (`next` of a request's dialog: one leading slash, never
 * another site, by its schema). Inside the page's router it changes page without a reload,
 * so the login and the chosen customer stay; elsewhere (a story) it is a plain link.
 */
export function NextLink(props: { to: string; children: ReactNode }) {
  return useInRouterContext() ? (
    <RouterLink to={props.to}>{props.children}</RouterLink>
  ) : (
    <PlainLink href={props.to}>{props.children}</PlainLink>
  );
}
