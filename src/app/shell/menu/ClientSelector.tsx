import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useShellStore } from '../../../state/shell.ts';
import { focusRing } from '../../../ui/buttons.ts';
import { useChromeTranslation } from '../chromeTexts.ts';
import { emitClientChanged, rememberClient, rememberedClient } from './clientChanged.ts';
import type { Client } from './menuModel.ts';

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  & label {
    font-weight: 600;
  }
  & select {
    min-height: 44px;
    max-width: min(320px, 70vw);
    padding: 0 12px;
    border: 1px solid var(--q-border, #d0d7de);
    border-radius: var(--q-radius, 12px);
    background: var(--q-surface, #fff);
    color: var(--q-text, #1f2933);
    font: inherit;
  }
  & select {
    ${focusRing}
  }
`;

/**
 * The client selector (spec §4 "the client selector emits a client-changed event on load and on
 * change"; issue 17, decision 229): a labelled native select, so keyboard and screen readers
 * work as everywhere. It announces the customer it starts with once, and each one chosen.
 * The customer chosen is remembered for the tab's login, so a reload starts with it.
 * Nothing at all for a login with a single customer: there is nothing to choose, but the event
 * is still sent, so the pages know whose data to ask for.
 */
export function ClientSelector(props: { clients: Client[]; initial: string | undefined }) {
  const { t } = useChromeTranslation();
  const { clients } = props;
  // The customer chosen earlier in this tab's login, else the answer's own (issue 30).
  const [selected, setSelected] = useState(() => rememberedClient(clients) ?? props.initial);
  const id = useId();
  const announced = useRef(false);
  const shell = useShellStore();
  const announce = (client: Client) => {
    shell.getState().setSelectedCustomer(client);
    emitClientChanged(client);
  };
  useEffect(() => {
    if (announced.current) return;
    const client = clients.find((candidate) => candidate.id === selected);
    if (client === undefined) return;
    announced.current = true;
    announce(client);
  });
  if (clients.length < 2) return null;
  return (
    <Field>
      <label htmlFor={id}>{t('chrome.clients.label')}</label>
      <select
        id={id}
        value={selected}
        onChange={(event) => {
          const client = clients.find((candidate) => candidate.id === event.target.value);
          if (client === undefined) return;
          setSelected(client.id);
          rememberClient(clients, client);
          announce(client);
        }}
      >
        {clients.map((client) => (
          <option key={client.id} value={client.id}>
            {client.code === undefined ? client.name : `${client.name} (${client.code})`}
          </option>
        ))}
      </select>
    </Field>
  );
}
