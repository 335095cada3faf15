import { lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import type { ContactChannelsProps } from './props.gen.ts';
import { ChannelsSkeleton } from './Skeleton.ts';

/** Arrives with the area's contacts page, never with a bill. */
const ContactChannels = lazy(() =>
  import('./ContactChannels.tsx').then((module) => ({ default: module.ContactChannels })),
);

export const contactChannels = defineWidget<ContactChannelsProps>({
  component: ContactChannels,
  skeleton: ChannelsSkeleton,
});
