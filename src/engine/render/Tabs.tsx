import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ResolvedNode, ResolvedTab, ResolvedTabs } from '../resolve/types.ts';

const Bar = styled.div<{ $switcher: boolean }>`
  display: flex;
  gap: 4px;
  flex-wrap: wrap;
  border-bottom: ${(p) => (p.$switcher ? 'none' : '1px solid var(--q-border, #d0d7de)')};
  background: ${(p) => (p.$switcher ? 'var(--q-muted, #eef1f4)' : 'transparent')};
  border-radius: ${(p) => (p.$switcher ? '12px' : '0')};
  padding: ${(p) => (p.$switcher ? '4px' : '0')};
`;

const TabButton = styled.button<{ $selected: boolean }>`
  min-height: 44px;
  padding: 0 16px;
  border: 0;
  border-radius: 8px;
  font: inherit;
  font-weight: ${(p) => (p.$selected ? 600 : 400)};
  color: ${(p) => (p.$selected ? 'var(--q-primary, #0b5cad)' : 'var(--q-text, #1f2933)')};
  background: ${(p) => (p.$selected ? 'var(--q-surface, #fff)' : 'transparent')};
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid var(--q-focus, #1d4ed8);
    outline-offset: 2px;
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
 * selected, so the selection stays where the customer was.
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
  const current =
    panels.find((tab) => tab.id === selected) ??
    panels.find((tab) => tab.id === node.initial) ??
    panels[0];

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
    setSelected(target.id);
    document.getElementById(`${baseId}-tab-${target.id}`)?.focus();
  };

  return (
    <div data-node-id={node.id}>
      <Bar $switcher={node.variant === 'switcher'}>
        <div
          role="tablist"
          aria-label={node.label === undefined ? undefined : t(node.label)}
          onKeyDown={onKeyDown}
          style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}
        >
          {panels.map((tab) => (
            <TabButton
              key={tab.id}
              id={`${baseId}-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={tab.id === current?.id}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={tab.id === current?.id ? 0 : -1}
              $selected={tab.id === current?.id}
              onClick={() => {
                setSelected(tab.id);
              }}
            >
              {t(tab.label)}
            </TabButton>
          ))}
        </div>
        {links.map((tab) => (
          <TabLink key={tab.id} href={tab.href} target="_blank" rel="noopener noreferrer">
            {t(tab.label)}
          </TabLink>
        ))}
      </Bar>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          style={{ paddingTop: 16 }}
        >
          {renderChildren(current.children, current)}
        </div>
      )}
    </div>
  );
}
