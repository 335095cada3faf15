import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { action } from 'storybook/actions';
import { expect, userEvent, within } from 'storybook/test';
import { hostOf } from '../../../.storybook/hosts.ts';
import { registry } from '../../../widgets/registry.gen.ts';
import { importTemplate } from 'virtual:quadro/templates';
import sample from '../../dev/sampleBill.json' with { type: 'json' };
import { createApi } from '../../api/calls.ts';
import { createClient } from '../../api/client.ts';
import { ApiProvider, type PageApi } from '../../api/context.ts';
import { fakeServer, json } from '../../api/testing.ts';
import { useBill } from '../../state/bill.ts';
import { useHost } from '../../state/host.ts';
import { bundles, wholeBill } from '../../ui/testing/storyData.ts';
import type { DeviceClass, Template, TemplateNode } from '../index.ts';
import { EngineProvider } from './engineContext.tsx';
import { defineWidget, type WidgetRegistry } from './registry.tsx';
import { Renderer } from './Renderer.tsx';
import { useResolved } from './useResolved.ts';

const onEvent = action('engine event');

/** A widget whose data is broken: it throws while rendering, as a real bug would. */
function Boom(): never {
  throw new Error('consumption data is malformed');
}
const withBoom: WidgetRegistry = {
  ...registry,
  Boom: defineWidget<object>({ component: Boom }),
};

/**
 * Storybook has no server, and a whole bill's forms ask it things as they show (the
 * self-reading window): each host's answers of an ordinary day, the window open five more days;
 * any other call is not found, and the form says so as it would on the page.
 */
const storyPageApi: PageApi = {
  api: createApi(
    createClient({
      credentials: () => ({ token: 'story', fromCrypto: true }),
      adapter: fakeServer({
        '/api/api_alfa_get_enterdays': json(5),
        '/api/api_beta_get_enterdays': json(5),
      }).adapter,
    }),
  ),
  media: {
    downloadMedia: () =>
      Promise.resolve({ ok: false, failure: { reason: 'network', detail: 'story' } }),
  },
  startSession: () => undefined,
};

/**
 * The page's pipeline in a story: the template resolved against the bill in the store (set
 * from `parameters.bill` by the preview) and the toolbar's host and language, outside render,
 * then rendered.
 */
function EngineStory(props: {
  template: Template;
  registry: WidgetRegistry;
  development: boolean;
  device: DeviceClass;
}) {
  const { template, development, device } = props;
  const doc = useBill((s) => s.doc);
  const modules = useBill((s) => s.modules);
  const host = useHost((s) => s.settings) ?? sample.host;
  const locale = useTranslation().i18n.language;
  const context = useMemo(
    () => ({ doc, modules, host, device, locale }),
    [doc, modules, host, device, locale],
  );
  const { node } = useResolved(template, context, { onEvent });
  return (
    <EngineProvider
      registry={props.registry}
      templateId={template.id}
      onEvent={onEvent}
      development={development}
    >
      <Renderer node={node} />
    </EngineProvider>
  );
}

interface StoryParameters {
  /**
   * A template compiled by the build (its name), one written here, or `hostTemplate`: the bill
   * template of the toolbar's host (its `templateName`), as its customers see the bill.
   */
  template: string | Template;
  registry?: WidgetRegistry;
}

/** `parameters.template` for the bill template of the toolbar's host. */
const hostTemplate = '(the host’s)';

const inline = (id: string, root: TemplateNode): Template => ({
  id,
  lineage: [id],
  modules: {},
  root,
});
const text = (textKey: string): TemplateNode => ({ widget: 'Text', props: { textKey } });

const meta = {
  title: 'Engine/Renderer',
  args: { development: true, device: 'desktop' },
  argTypes: { device: { control: 'inline-radio', options: ['mobile', 'desktop'] } },
  parameters: { width: 1100, bill: sample },
  loaders: [
    async ({ parameters, globals }) => {
      const asked = (parameters as StoryParameters).template;
      if (asked === hostTemplate) {
        // The host's template as its customers see it: its own templates/ over the shared ones.
        const host = hostOf(globals['host']);
        const built = await importTemplate(host.settings.templateName, host.folder);
        return { template: built as Template | undefined };
      }
      // Storybook has no server: its templates are compiled by the build plugin (ADR 0035).
      const built = typeof asked === 'string' ? await importTemplate(asked) : asked;
      return { template: built as Template | undefined };
    },
  ],
  render: (args, { loaded, parameters }) => {
    const { template } = loaded as { template: Template | undefined };
    if (!template) return <p role="alert">Template not found.</p>;
    const chosen = (parameters as StoryParameters).registry ?? registry;
    return (
      <ApiProvider value={storyPageApi}>
        <EngineStory {...args} template={template} registry={chosen} />
      </ApiProvider>
    );
  },
} satisfies Meta<{ development: boolean; device: DeviceClass }>;

export default meta;
type Story = StoryObj<typeof meta>;

/** templates/demo.json as the build compiles it, with the sample bill: every node kind. */
export const DemoTemplate: Story = { parameters: { template: 'demo' } };

/** A supplier variant in a few lines (`extends` + `patch`), on the same bill. */
export const DemoVariant: Story = { parameters: { template: 'demo-compact' } };

/** On a phone the columns stack: each spans the full width. */
export const DemoOnMobile: Story = {
  args: { device: 'mobile' },
  parameters: { template: 'demo', width: 400 },
};

const unknownWidget = inline('unknown-widget', {
  layout: 'stack',
  children: [
    text('demo.intro'),
    { widget: 'ConsumptionChart', props: { period: 'year' } },
    text('demo.helpText'),
  ],
});

/** A widget the registry lacks: a visible notice in development, the rest of the bill intact. */
export const UnknownWidget: Story = { parameters: { template: unknownWidget } };

/** The same in production: customers see nothing where the widget would be. */
export const UnknownWidgetInProduction: Story = {
  args: { development: false },
  parameters: { template: unknownWidget },
};

/** A widget that throws: its own error boundary shows the notice; its neighbours still render. */
export const WidgetThatThrows: Story = {
  parameters: {
    registry: withBoom,
    template: inline('widget-throws', {
      layout: 'card',
      title: 'demo.summary',
      children: [
        { widget: 'Field', props: { labelKey: 'demo.holder', path: 'holder_name' } },
        { widget: 'Boom' },
        {
          widget: 'Field',
          props: { labelKey: 'demo.amount', path: 'document_amount', format: 'amount' },
        },
      ],
    }),
  },
};

const tabs = (variant: 'tabs' | 'switcher') =>
  inline(`tabs-${variant}`, {
    layout: 'tabs',
    variant,
    label: 'demo.details',
    defaultTab: 'summary',
    tabs: [
      { id: 'summary', label: 'demo.tabSummary', children: [text('demo.intro')] },
      {
        id: 'details',
        label: 'demo.tabDetails',
        visible: "$flag('bolletta_interattiva_dett_forn_header')",
        children: [{ widget: 'Field', props: { labelKey: 'demo.supply', path: 'tipo_bolletta' } }],
      },
      {
        id: 'hidden',
        label: 'demo.help',
        visible: "$flag('bolletta_interattiva_customercare')",
        children: [text('demo.helpText')],
      },
      { id: 'location', label: 'demo.tabLocation', href: 'host.locationUrl' },
    ],
  });

/**
 * Tabs after the WAI-ARIA pattern: a tab whose flag is off is left out, a tab with `href` is a
 * link to an external page. The play selects "Dettagli" with the keyboard.
 */
export const Tabs: Story = {
  parameters: { template: tabs('tabs') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('tab', { name: 'Riepilogo' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Dettagli' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('GAS');
  },
};

/** The switcher look of the same tab list (template 3Dt). */
export const Switcher: Story = { parameters: { template: tabs('switcher') } };

/**
 * Template 5 on a phone: a bottom bar whose other tabs open in a fullscreen sheet over the
 * first; closing the sheet selects the first tab again. The play opens and closes "Dettagli".
 */
export const PhoneSheets: Story = {
  args: { device: 'mobile' },
  parameters: {
    template: inline('tabs-sheets', {
      layout: 'tabs',
      variant: 'switcher',
      sheets: true,
      label: 'demo.details',
      tabs: [
        { id: 'summary', label: 'demo.tabSummary', children: [text('demo.intro')] },
        {
          id: 'details',
          label: 'demo.tabDetails',
          children: [
            { widget: 'Field', props: { labelKey: 'demo.supply', path: 'tipo_bolletta' } },
          ],
        },
        { id: 'location', label: 'demo.tabLocation', href: 'host.locationUrl' },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Dettagli' }));
    const sheet = await within(document.body).findByRole('dialog', { name: 'Dettagli' });
    await expect(sheet).toHaveTextContent('GAS');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Chiudi' }));
    await expect(canvas.getByRole('tab', { name: 'Riepilogo' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A button opens a dialog of the template by its trigger; the play opens it. */
export const Dialog: Story = {
  parameters: {
    template: inline('dialog', {
      layout: 'stack',
      children: [
        { widget: 'DialogButton', props: { trigger: 'help', labelKey: 'demo.openHelp' } },
        {
          layout: 'dialog',
          trigger: 'help',
          title: 'demo.help',
          children: [text('demo.helpText')],
        },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: "Apri l'aiuto" }));
    await expect(await canvas.findByRole('dialog', { name: 'Aiuto' })).toBeVisible();
  },
};

/*
 * The whole bill as the toolbar's host shows it (its template, theme and texts), in each state
 * of docs/storybook.md, from the shared bundles of src/ui/testing/storyData.ts.
 */
const asHost = (bill: ReturnType<typeof wholeBill>) => ({
  args: { development: false },
  parameters: { template: hostTemplate, width: 1100, ...bill },
});

/** Electricity, one supply, to pay: the full bill. */
export const HostBillPower: Story = asHost(wholeBill(bundles.power));

/** Gas, one supply, to pay by card. */
export const HostBillGas: Story = asHost(wholeBill(bundles.gas));

/** A business with three gas supplies: the supply selector. */
export const HostBillSeveralSupplies: Story = asHost(wholeBill(bundles.severalSupplies));

/** A credit note: negative amounts, nothing to pay. */
export const HostBillCredit: Story = asHost(wholeBill(bundles.credit));

/** Paid: the paid message, no pay-now. */
export const HostBillPaid: Story = asHost(wholeBill(bundles.paid));

/** Direct debit: its message instead of pay-now. */
export const HostBillDirectDebit: Story = asHost(wholeBill(bundles.directDebit));

/** Texts over 200 characters, arrears and missed payments. */
export const HostBillLongTexts: Story = asHost(wholeBill(bundles.longTexts));

/** The least a bill can be: every flag missing. */
export const HostBillMinimal: Story = asHost(wholeBill(bundles.minimal));

/** The same bill on a phone. */
export const HostBillOnAPhone: Story = {
  ...asHost(wholeBill(bundles.power)),
  args: { development: false, device: 'mobile' },
  parameters: { template: hostTemplate, width: 390, ...wholeBill(bundles.power) },
};
