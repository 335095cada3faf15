import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { FakeAnswer } from '../../src/api/testing.ts';
import { AreaProvider } from '../../src/state/area.ts';
import { MessageList } from './MessageList.tsx';
import { answersFor, json, sessionWith } from './samples.testing.ts';

type Change = (answers: Record<string, FakeAnswer>) => void;

/** The area around the widget, made once per story: Giulia's messages from a fake server. */
function StoryArea(props: { change: Change | 'never'; children: ReactNode }) {
  const [session] = useState(() => {
    const { change } = props;
    const answers = answersFor();
    if (change !== 'never') {
      change(answers);
      return sessionWith(answers);
    }
    const waiting = sessionWith(answers);
    const never = () => new Promise<never>(() => undefined);
    return { ...waiting, calls: { ...waiting.calls, messages: never, homeMessages: never } };
  });
  return <AreaProvider value={session}>{props.children}</AreaProvider>;
}

const answering =
  (change: Change | 'never'): Decorator =>
  (Story) => (
    <StoryArea change={change}>
      <Story />
    </StoryArea>
  );

const meta = {
  title: 'Widgets/MessageList',
  component: MessageList,
  args: {},
  // The router once, around the area a story may replace (the innermost provider wins).
  // The router once, around the area a story's own decorator may replace (the innermost wins).
  decorators: [
    (Story) => (
      <MemoryRouter>
        <StoryArea change={() => undefined}>
          <Story />
        </StoryArea>
      </MemoryRouter>
    ),
  ],
  parameters: { width: 720 },
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Giulia's messages: two new ones marked and counted; open one to read it, or delete it. */
export const Messages: Story = {};

/** On a phone: the header wraps, the delete button keeps its 44 px. */
export const Phone: Story = { parameters: { width: 360 } };

/** The home page's latest messages, with a link to all of them. */
export const Latest: Story = { args: { latest: 3 } };

/** While the list loads. */
export const Loading: Story = { decorators: [answering('never')] };

/** No message at all. */
export const Empty: Story = {
  decorators: [
    answering((answers) => {
      answers['/api/message/headers'] = json({ messages: [], unread: 0 });
      answers['/api/message/new/alfa%3ABNCGLI85M52H501X'] = json({ count: 0 });
    }),
  ],
};

/** The list did not load: a quiet notice and a retry. */
export const Failed: Story = {
  decorators: [
    answering((answers) => {
      answers['/api/message/headers'] = { status: 500, body: '{}' };
    }),
  ],
};

/** A message whose text does not load (open the second one) and whose delete fails. */
export const MessageFails: Story = {
  decorators: [
    answering((answers) => {
      answers['/api/message/detail/1'] = { status: 500, body: '{}' };
      answers['/api/message/1'] = { status: 500, body: '{}' };
    }),
  ],
};
