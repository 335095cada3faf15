import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import type { ResolvedNode, ResolvedTab, ResolvedTabs } from '../resolve/types.ts';
import { ModalFrame } from './Dialog.tsx';

type Dock = ResolvedTabs['dock'];

const switcherLook = css`
  --q-tabs-under: var(--q-muted-surface, #eef1f4);
  background: var(--q-muted-surface, #eef1f4);
  border-radius: 12px;
  padding: 4px;
`;

// A phone's bottom navigation: it stays in reach of the thumb while the page scrolls, inside
// the tabs' own box, so it never covers the footer.
const bottomDock = css`
  position: sticky;
  bottom: 0;
  z-index: 2;
  justify-content: space-around;
  margin-top: 16px;
  border-radius: 12px 12px 0 0;
  padding: 4px 4px calc(4px + env(safe-area-inset-bottom));
  box-shadow: 0 -2px 12px rgb(15 23 42 / 12%);
  --q-tabs-under: var(--q-surface, #fff);
  background: var(--q-surface, #fff);
`;

const Bar = styled.div<{ $switcher: boolean; $dock: Dock }>`
  /* What lies under the bar: the page, unless a look below paints its own. */
  --q-tabs-under: var(--q-background, #f4f6f8);
  display: flex;
  gap: 4px;
  flex-wrap: wrap;
  border-bottom: ${(p) => (p.$switcher ? 'none' : '1px solid var(--q-border, #d0d7de)')};
  ${(p) => p.$switcher && switcherLook}
  ${(p) => p.$dock === 'bottom' && bottomDock}
`;

/**
 * The tabs on one line whatever their number (issue 13: bi4's bar wrapped onto two lines on a
 * phone). As a phone's tab bar does, tabs first narrow, their labels wrapping between words
 * ("Riepilogo / pagamento"), so a few tabs all stay in sight; only a list that still does not
 * fit scrolls sideways inside the bar, never the page. Arrow keys move the focus, and the
 * browser scrolls the focused tab into view.
 */
const TabList = styled.div`
  display: flex;
  gap: 4px;
  flex-wrap: nowrap;
  min-width: 0;
  max-width: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  /* A shade on a side with more tabs beyond it, and none once scrolled to that end: the
     covers scroll with the tabs (local), the shades stay at the edges (scroll). */
  background:
    linear-gradient(to right, var(--q-tabs-under) 40%, transparent) left / 32px 100% no-repeat local,
    linear-gradient(to left, var(--q-tabs-under) 40%, transparent) right / 32px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgb(15 23 42 / 22%), transparent) left / 12px 100%
      no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgb(15 23 42 / 22%), transparent) right / 12px 100%
      no-repeat scroll;
`;

const TabButton = styled.button<{ $selected: boolean }>`
  flex: 0 1 auto;
  min-height: 44px;
  padding: 2px 16px;
  line-height: 1.25;
  text-align: center;
  border: 0;
  border-radius: 8px;
  font: inherit;
  font-weight: ${(p) => (p.$selected ? 600 : 400)};
  color: ${(p) => (p.$selected ? 'var(--q-primary, #0b5cad)' : 'var(--q-text, #1f2933)')};
  background: ${(p) => (p.$selected ? 'var(--q-surface, #fff)' : 'transparent')};
  box-shadow: ${(p) => (p.$selected ? 'inset 0 -3px 0 var(--q-primary, #0b5cad)' : 'none')};
  cursor: pointer;
  /* Inside the button: the scrolling list would clip a ring drawn outside it. */
  &:focus-visible {
    outline: 3px solid var(--q-focus, #1d4ed8);
    outline-offset: -3px;
  }
`;

const TabLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 16px;
  color: var(--q-text, #1f2933);
  &:focus-visible {
    outline: 3px solid var(--q-focus, #1d4ed8);
    outline-offset: 2px;
  }
`;

/**
 * A tab list after the WAI-ARIA tabs pattern (arrow keys, Home/End, one tab stop). Tabs with
 * an `href` only open an external page in a new tab: they are links beside the tab list, never
 * selected, so the selection stays where the customer was. With `sheets`, the default tab's
 * panel stays on the page and any other tab opens in a fullscreen sheet, after which the
 * selection returns to the default tab (template 5 on phones).
 */
export function TabsView(props: {
  node: ResolvedTabs;
  /** Renders the selected panel; the tab is passed too, for pages that key panels by tab id. */
  renderChildren: (nodes: ResolvedNode[], tab: ResolvedTab) => React.ReactNode;
}) {
  const { node, renderChildren } = props;
  const { t } = useTranslation();
  const baseId = useId();
  const [selected, setSelected] = useState(node.initial);
  const panels = node.tabs.filter((tab) => tab.href === undefined);
  const links = node.tabs.filter((tab) => tab.href !== undefined);
  const find = (id: string) => panels.find((tab) => tab.id === id);
  const home = find(node.initial) ?? panels[0];
  const current = find(selected) ?? home;
  // In sheet mode the page keeps the default panel; the chosen one is in the sheet.
  const onPage = node.sheets ? home : current;
  const sheet = node.sheets && current !== home ? current : undefined;
  const panelId = (tab: ResolvedTab) =>
    tab === sheet ? `${baseId}-sheet-${tab.id}` : `${baseId}-panel-${tab.id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = panels.findIndex((tab) => tab.id === current?.id);
    const next = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1 + panels.length,
      Home: 0,
      End: panels.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = panels[next % panels.length];
    if (!target) return;
    // Arrow keys move along the bar; in sheet mode only a click or Enter opens a sheet.
    if (!node.sheets) setSelected(target.id);
    document.getElementById(`${baseId}-tab-${target.id}`)?.focus();
  };

  const bar = (
    <Bar $switcher={node.variant === 'switcher'} $dock={node.dock}>
      <TabList
        role="tablist"
        aria-label={node.label === undefined ? undefined : t(node.label)}
        onKeyDown={onKeyDown}
      >
        {panels.map((tab) => (
          <TabButton
            key={tab.id}
            id={`${baseId}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === current?.id}
            aria-controls={panelId(tab)}
            aria-haspopup={node.sheets && tab !== home ? 'dialog' : undefined}
            tabIndex={tab.id === current?.id ? 0 : -1}
            $selected={tab.id === current?.id}
            onClick={() => {
              setSelected(tab.id);
            }}
          >
            {t(tab.label)}
          </TabButton>
        ))}
      </TabList>
      {links.map((tab) => (
        <TabLink key={tab.id} href={tab.href} target="_blank" rel="noopener noreferrer">
          {t(tab.label)}
        </TabLink>
      ))}
    </Bar>
  );

  const panel = onPage && (
    <div
      role="tabpanel"
      id={`${baseId}-panel-${onPage.id}`}
      aria-labelledby={`${baseId}-tab-${onPage.id}`}
      style={{ paddingTop: node.dock === 'top' ? 16 : 0 }}
    >
      {renderChildren(onPage.children, onPage)}
    </div>
  );

  return (
    <div data-node-id={node.id} data-dock={node.dock}>
      {node.dock === 'top' && bar}
      {panel}
      {node.dock === 'bottom' && bar}
      {node.sheets && (
        <ModalFrame
          open={sheet !== undefined}
          title={sheet ? t(sheet.label) : ''}
          fullscreen="always"
          onClose={() => {
            setSelected(home?.id ?? node.initial);
          }}
        >
          {sheet && (
            <div id={panelId(sheet)} role="tabpanel" aria-labelledby={`${baseId}-tab-${sheet.id}`}>
              {renderChildren(sheet.children, sheet)}
            </div>
          )}
        </ModalFrame>
      )}
    </div>
  );
}
