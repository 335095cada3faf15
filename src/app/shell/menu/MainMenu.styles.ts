import styled, { createGlobalStyle, css } from 'styled-components';
import { focusRing } from '../../../ui/buttons.ts';

const phone = '@media (max-width: 599.98px)';
/** Wide enough for a side navigation beside the page (issue 30): below it a vertical menu is a row. */
const side = '@media (min-width: 960px)';
const sideWidth = '240px';

export const Nav = styled.nav<{ $vertical: boolean }>`
  position: relative;
  flex: 1 1 auto;
  min-width: 0;
  ${(p) =>
    p.$vertical
      ? css`
          ${side} {
            position: fixed;
            inset: 0 auto 0 0;
            width: ${sideWidth};
            overflow-y: auto;
            padding: 16px 12px;
            background: var(--q-surface, #fff);
            border-right: 1px solid var(--q-border, #d0d7de);
            z-index: 10;
          }
        `
      : ''}
`;

/** The page moves over to make room for the side navigation. */
export const SideRoom = createGlobalStyle`
  ${side} {
    body {
      padding-left: ${sideWidth};
    }
  }
`;

export const List = styled.ul<{ $vertical: boolean; $open: boolean }>`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: row;
  flex-wrap: wrap;
  gap: 4px;
  ${(p) =>
    p.$vertical
      ? css`
          ${side} {
            flex-direction: column;
            flex-wrap: nowrap;
            & > li > * {
              width: 100%;
              justify-content: space-between;
            }
          }
        `
      : ''}
  ${phone} {
    display: ${(p) => (p.$open ? 'flex' : 'none')};
    flex-direction: column;
    padding-top: 8px;
  }
`;

const control = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 12px;
  border: 0;
  border-radius: var(--q-radius, 12px);
  background: transparent;
  color: var(--q-text, #1f2933);
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: var(--q-muted, #e6eaee);
  }
  &[aria-current='page'],
  &[data-holds-current] {
    color: var(--q-primary, #0b5cad);
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  &[aria-current='page'] {
    box-shadow: inset 3px 0 0 var(--q-primary, #0b5cad);
  }
  ${focusRing}
  ${phone} {
    width: 100%;
  }
`;

export const Control = styled.button`
  ${control}
`;

export const ControlLink = styled.a`
  ${control}
`;

/** The phone's one button in front of the whole menu; a wide screen shows the items at once. */
export const Toggle = styled(Control)`
  display: none;
  ${phone} {
    display: inline-flex;
  }
`;

/** Sub-menus open below their button on a wide screen, indented in the phone's list. */
export const SubList = styled.ul<{ $vertical: boolean }>`
  margin: 0;
  padding: 4px;
  list-style: none;
  min-width: 220px;
  background: var(--q-surface, #fff);
  border: 1px solid var(--q-border, #d0d7de);
  border-radius: var(--q-radius, 12px);
  box-shadow: 0 8px 24px rgb(0 0 0 / 12%);
  position: absolute;
  z-index: 15;
  ${(p) =>
    p.$vertical
      ? css`
          ${side} {
            position: static;
            box-shadow: none;
            border: 0;
            min-width: 0;
            margin-left: 16px;
          }
        `
      : ''}
  &[hidden] {
    display: none;
  }
  ${phone} {
    position: static;
    box-shadow: none;
    border: 0;
    margin-left: 16px;
  }
`;
