import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { createAreaCalls, type AreaCalls } from '../../src/api/areaCalls.ts';
import type { MediaAnswer } from '../../src/api/media.ts';
import { fakeLogin, json } from '../../src/api/testing.ts';
import { AreaProvider } from '../../src/state/area.ts';
import { FaqList } from './FaqList.tsx';
import { sampleFaq } from './FaqList.testing.ts';

const pdf = new Blob(['%PDF-1.7\n'], { type: 'application/pdf' });

/** An area page's session whose calls answer from `answers`; `change` replaces some calls. */
function Area(props: {
  answers: Parameters<typeof fakeLogin>[0];
  change?: Partial<AreaCalls>;
  file?: MediaAnswer;
  children: ReactNode;
}) {
  // Made once: a new session at every render would be a new customer, asked for again.
  const [session] = useState(() => {
    const login = fakeLogin(props.answers);
    const file = props.file ?? { ok: true, blob: pdf };
    return {
      calls: { ...createAreaCalls(login.client), ...props.change },
      client: login.client,
      media: { ...login.media, downloadFile: () => Promise.resolve(file) },
      customer: { id: 'alfa:BNCGLI85M52H501X', name: 'Giulia Bianchi', code: undefined },
    };
  });
  return <AreaProvider value={session}>{props.children}</AreaProvider>;
}

const meta = {
  title: 'Widgets/FaqList',
  component: FaqList,
  args: {},
  parameters: { width: 720 },
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every topic, a card each in the supplier's order; open "Come si legge la bolletta?" for its file. */
export const AllTopics: Story = {
  render: (args) => (
    <Area answers={{ '/api/Faq/all': json(sampleFaq) }}>
      <FaqList {...args} />
    </Area>
  ),
};

/** One topic, under the template's title. */
export const OneTopicWithTitle: Story = {
  args: { faqId: 'bolletta', titleKey: 'demo.details' },
  render: (args) => (
    <Area
      answers={{
        '/api/Faq/bolletta': json({
          ...sampleFaq,
          topic: 'bolletta',
          entries: sampleFaq.entries.filter((entry) => entry.topic === 'bolletta'),
        }),
      }}
    >
      <FaqList {...args} />
    </Area>
  ),
};

/** While the FAQ loads: a busy card of the final shape. */
export const Loading: Story = {
  render: (args) => (
    <Area answers={{}} change={{ faq: () => new Promise(() => undefined) }}>
      <FaqList {...args} />
    </Area>
  ),
};

/** A supplier without questions on the topic. */
export const Empty: Story = {
  render: (args) => (
    <Area answers={{ '/api/Faq/all': json({ ...sampleFaq, entries: [] }) }}>
      <FaqList {...args} />
    </Area>
  ),
};

/** The call failed: a quiet notice and a retry. */
export const Failed: Story = {
  render: (args) => (
    <Area answers={{ '/api/Faq/all': { status: 500, body: '{}' } }}>
      <FaqList {...args} />
    </Area>
  ),
};

/** Open the first question and press its file: the download fails and says so. */
export const DownloadFails: Story = {
  render: (args) => (
    <Area
      answers={{ '/api/Faq/all': json(sampleFaq) }}
      file={{ ok: false, failure: { reason: 'status', status: 404 } }}
    >
      <FaqList {...args} />
    </Area>
  ),
};
