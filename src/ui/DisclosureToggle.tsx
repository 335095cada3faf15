import type { ReactNode } from 'react';
import { Toggle } from './buttons.ts';
import { Icon } from './statusIcons.tsx';

/**
 * The button that shows and hides a region below it (the amounts detail, the donut's table):
 * its state announced with `aria-expanded`, the region named by `aria-controls`, the chevron
 * turned while open. One component, so every show/hide reads and behaves the same.
 */
export function DisclosureToggle(props: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <Toggle
      type="button"
      $open={props.open}
      aria-expanded={props.open}
      aria-controls={props.controls}
      onClick={props.onToggle}
    >
      {props.children}
      <Icon name="chevron" />
    </Toggle>
  );
}
