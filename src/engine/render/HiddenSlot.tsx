import type { ResolvedHidden } from '../resolve/types.ts';
import { useEngineSettings } from './engineContext.tsx';

/**
 * A place resolve hid, drawn only where the page hands in a marker (the playground's frames,
 * ADR 0037); nothing anywhere else, so a bill looks as it always did.
 */
export function HiddenSlot({ node }: { node: ResolvedHidden }) {
  const { hiddenMarker: Marker } = useEngineSettings();
  return Marker ? <Marker node={node} /> : null;
}
