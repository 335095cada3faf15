import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  width: 100%;
  min-height: 44px;
  padding: 8px 0;
  border: 0;
  border-top: 1px solid var(--q-muted, #e6eaee);
  background: none;
  color: var(--q-primary, #0b5cad);
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid var(--q-focus, #1d4ed8);
    outline-offset: 2px;
    border-radius: 4px;
  }
  &::after {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform 150ms ease-out;
  }
  &[aria-expanded='true']::after {
    transform: rotate(-135deg);
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  padding-top: 8px;
  &[hidden] {
    display: none;
  }
`;

/**
 * The supply's history area (spec §2 "Supply card": "an expandable history and annual-spend
 * charts"; §4 "History panel toggles open/closed; expanding triggers chart resizing"). Closed
 * at first, and its content is rendered only while it is open: the lazy charts inside are
 * neither fetched before the customer asks for them nor drawn in a closed panel's zero width.
 */
export function HistoryDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          setOpen((was) => !was);
        }}
      >
        {label}
      </Toggle>
      <Panel id={id} hidden={!open}>
        {open && children}
      </Panel>
    </div>
  );
}
