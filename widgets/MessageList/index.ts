import { lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import type { MessageListProps } from './props.gen.ts';

/** A chunk of its own: only the customer area's pages draw it, never a bill. */
export const messageList = defineWidget<MessageListProps>({
  component: lazy(() =>
    import('./MessageList.tsx').then((module) => ({ default: module.MessageList })),
  ),
});
