import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor } from 'storybook/test';
import { AmountsTable } from '../AmountsTable.tsx';
import { Explain } from './Explain.tsx';

const meta = {
  title: 'UI/Explain',
  component: Explain,
  args: { term: 'oneri_di_sistema', label: 'Spesa per oneri di sistema' },
} satisfies Meta<typeof Explain>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the first explanation of the story, as a tap would, and waits for its text. */
async function openFirst({ canvasElement }: { canvasElement: HTMLElement }) {
  const button = canvasElement.querySelector<HTMLButtonElement>('button[aria-expanded]');
  if (!button) throw new Error('the story shows no explanation button');
  await userEvent.click(button);
  await waitFor(() => {
    const panel = canvasElement.querySelector(`[id="${button.getAttribute('aria-controls')}"]`);
    if (!panel?.querySelector('strong')) throw new Error('the explanation has not arrived');
  });
}

/** Closed: the label and its "i" button. */
export const Closed: Story = {};

/** Open: the term's title and plain-words text below the label. */
export const Open: Story = { play: openFirst };

/** On a 360 px phone the text wraps under the label and never widens the page. */
export const Phone: Story = {
  args: { term: 'fasce_orarie', label: 'Fasce orarie' },
  parameters: { width: 360 },
  play: openFirst,
};

/** In an amounts table's row header, as the costs card and the payment card show it. */
export const InATable: StoryObj<typeof AmountsTable> = {
  render: () => (
    <AmountsTable
      caption="Voci di costo della bolletta"
      columns={['Voce', 'Importo']}
      rows={[
        {
          label: 'Spesa per il trasporto e la gestione del contatore',
          values: ['21,47 euro'],
          term: 'spesa_trasporto',
        },
        { label: 'Spesa per oneri di sistema', values: ['9,86 euro'], term: 'oneri_di_sistema' },
        { label: 'Credito della bolletta precedente', values: ['-12,00 euro'] },
      ]}
    />
  ),
  parameters: { width: 360 },
  play: openFirst,
};
