import { useMemo } from 'react';
import { registry } from '../../../../widgets/registry.gen.ts';
import { selectedEntry, supplyEntries, supplyListOf } from '../../../domain/supplies.ts';
import type { Template } from '../../../engine/index.ts';
import { EngineProvider, Renderer, useResolved } from '../../../engine/render/index.ts';
import { engineEvents } from '../../../diagnostics/pageEvents.ts';
import { useBill, type BillState } from '../../../state/bill.ts';
import { useDeviceClass } from '../../device.ts';
import { HiddenMarker } from './HiddenMarker.tsx';

/**
 * The engine's whole pipeline as the bill route runs it (src/app/EngineView.tsx), with the one
 * difference the playground needs: resolve explains what it hides, and the markers show it.
 */
export function PlaygroundEngine(props: { template: Template; host: unknown; locale: string }) {
  const { template, host, locale } = props;
  const device = useDeviceClass();
  const doc = useBill((s) => s.doc);
  const modules = useBill((s) => s.modules);
  const rate = useBill((s) => s.rate);
  const supply = useBill(selectedSupply);
  const context = useMemo(
    () => ({ doc, modules, rate, host, device, supply, locale }),
    [doc, modules, rate, host, device, supply, locale],
  );
  const { node, pending } = useResolved(template, context, {
    onEvent: engineEvents.record,
    explainHidden: true,
  });
  if (pending && node === null) return null;
  return (
    <EngineProvider
      registry={registry}
      templateId={template.id}
      onEvent={engineEvents.record}
      development
      hiddenMarker={HiddenMarker}
    >
      <div data-template={template.id} data-device={device} aria-busy={pending}>
        <Renderer node={node} />
      </div>
    </EngineProvider>
  );
}

function selectedSupply(state: BillState): unknown {
  return selectedEntry(supplyEntries(supplyListOf(state.doc)), state.supplyIndex)?.supply;
}
