import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { expect, userEvent, within } from 'storybook/test';
import type { ResolvedNode } from '../../src/engine/index.ts';
import { EngineProvider, Renderer } from '../../src/engine/render/index.ts';
import { registry } from '../registry.gen.ts';
import { DialogButton } from './DialogButton.tsx';

/** The button and the dialog it opens, as resolve hands them to the renderer. */
const page = (trigger: string, fullscreen: 'always' | 'mobile' | 'never'): ResolvedNode => ({
  key: '/root',
  kind: 'stack',
  gap: 2,
  children: [
    {
      key: '/root/children/0',
      kind: 'widget',
      name: 'DialogButton',
      props: { trigger, labelKey: 'demo.openHelp' },
    },
    {
      key: '/root/children/1',
      kind: 'dialog',
      trigger,
      title: 'demo.help',
      fullscreen,
      children: [
        {
          key: '/root/children/1/children/0',
          kind: 'widget',
          name: 'Text',
          props: { textKey: 'demo.helpText' },
        },
      ],
    },
  ],
});

const meta = {
  title: 'Widgets/DialogButton',
  component: DialogButton,
  args: { trigger: 'help', labelKey: 'demo.openHelp' },
  render: (args) => (
    <EngineProvider
      registry={registry}
      templateId="story"
      onEvent={action('engine event')}
      development
    >
      <Renderer node={page(args.trigger, 'mobile')} />
    </EngineProvider>
  ),
} satisfies Meta<typeof DialogButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: one pill button, named for screen readers as opening a dialog. */
export const WithDialog: Story = {};

/** Opened by a click: the native dialog, 500 px wide on desktop, fullscreen on a phone. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: "Apri l'aiuto" }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Aiuto',
    });
    await expect(dialog).toHaveTextContent('servizio clienti');
  },
};

/** Without a dialog of that trigger in the template the button does nothing (and harms nothing). */
export const WithoutDialog: Story = {
  args: { trigger: 'missing' },
  render: (args) => (
    <EngineProvider
      registry={registry}
      templateId="story"
      onEvent={action('engine event')}
      development
    >
      <DialogButton {...args} />
    </EngineProvider>
  ),
};
