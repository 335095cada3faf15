import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { createAreaCalls, type AreaCalls } from '../../src/api/areaCalls.ts';
import { fakeLogin, json, type FakeAnswer } from '../../src/api/testing.ts';
import { AreaProvider, type AreaSession } from '../../src/state/area.ts';
import { ContractList } from './ContractList.tsx';
import { contractAnswers, powerContract } from './ContractList.testing.ts';

const giulia = { id: 'alfa:BNCGLI85M52H501X', name: 'Giulia Bianchi', code: undefined };
const condominium = {
  id: 'alfa:97712340015',
  name: 'Condominio Via dei Mille 24',
  code: undefined,
};

/** An area page's session whose calls answer from `answers`; `change` replaces some calls. */
function Area(props: {
  answers?: Record<string, FakeAnswer>;
  change?: Partial<AreaCalls>;
  customer?: AreaSession['customer'];
  children: ReactNode;
}) {
  // Made once: a new session at every render would be a new customer, asked for again.
  const [session] = useState(() => {
    const login = fakeLogin(props.answers ?? contractAnswers());
    return {
      calls: { ...createAreaCalls(login.client), ...props.change },
      client: login.client,
      media: login.media,
      customer: props.customer ?? giulia,
    };
  });
  return <AreaProvider value={session}>{props.children}</AreaProvider>;
}

const meta = {
  title: 'Widgets/ContractList',
  component: ContractList,
  args: {},
  parameters: { width: 720 },
} satisfies Meta<typeof ContractList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer's power contract: open its details, or a request's dialog. */
export const PowerContract: Story = {
  render: (args) => (
    <Area>
      <ContractList {...args} />
    </Area>
  ),
};

/** The condominium she administers: a gas contract that offers no request here. */
export const GasWithoutRequests: Story = {
  render: (args) => (
    <Area customer={condominium}>
      <ContractList {...args} />
    </Area>
  ),
};

/** Every status, text and icon (never colour alone). */
export const Statuses: Story = {
  render: (args) => (
    <Area
      answers={{
        ...contractAnswers(),
        '/api/contract/headers/alfa%3ABNCGLI85M52H501X': json({
          contracts: [
            powerContract,
            { ...powerContract, id: 'CTR-2026-000001', status: 'activating', start_date: null },
            { ...powerContract, id: 'CTR-2012-000042', status: 'closed', offer: '' },
          ],
        }),
      }}
    >
      <ContractList {...args} />
    </Area>
  ),
};

/** Cards only: the template turned details and requests off. */
export const CardsOnly: Story = {
  args: { showDetails: false, showRequests: false },
  render: (args) => (
    <Area>
      <ContractList {...args} />
    </Area>
  ),
};

/** While the contracts load: a busy card of the final shape. */
export const Loading: Story = {
  render: (args) => (
    <Area change={{ contracts: () => new Promise(() => undefined) }}>
      <ContractList {...args} />
    </Area>
  ),
};

/** A customer without contracts. */
export const Empty: Story = {
  render: (args) => (
    <Area answers={{ '/api/contract/headers/alfa%3ABNCGLI85M52H501X': json({ contracts: [] }) }}>
      <ContractList {...args} />
    </Area>
  ),
};

/** The call failed: a quiet notice and a retry. */
export const Failed: Story = {
  render: (args) => (
    <Area answers={{}}>
      <ContractList {...args} />
    </Area>
  ),
};
