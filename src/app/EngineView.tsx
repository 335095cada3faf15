import {
  useContext,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { registry } from '../../widgets/registry.gen.ts';
import { selectedEntry, supplyEntries, supplyListOf } from '../domain/supplies.ts';
import type { ResolvedHidden, Template } from '../engine/index.ts';
import { EngineProvider, Renderer, useResolved } from '../engine/render/index.ts';
import { useBill, type BillState } from '../state/bill.ts';
import { dataText } from '../domain/flags.ts';
import { useDeviceClass } from './device.ts';
import { engineEvents } from '../diagnostics/pageEvents.ts';
import { FirstViewContext } from './firstViewContext.ts';

export interface EngineViewProps {
  template: Template;
  host: unknown;
  locale: string;
  /** A customer-area page's `area` for expressions (issue 18); none on a bill. */
  area?: unknown;
  /** Shown until the first resolve has finished. */
  placeholder?: ReactNode;
  /**
   * The playground's frames only (ADR 0037): resolve explains what it hides, and this draws
   * each hidden place. A bill never passes it.
   */
  hiddenMarker?: ComponentType<{ node: ResolvedHidden }>;
}

/**
 * One template with the bill in the store: the engine's whole pipeline (context → resolve →
 * render). A chunk of its own, with jsonata and the widget registry: `TemplateView.tsx` starts
 * loading it while the bill's API calls are in flight (ADR 0013).
 */
export default function EngineView({
  template,
  host,
  locale,
  area,
  placeholder = null,
  hiddenMarker,
}: EngineViewProps) {
  const device = useDeviceClass();
  const doc = useBill((s) => s.doc);
  const modules = useBill((s) => s.modules);
  const rate = useBill((s) => s.rate);
  const supply = useBill(selectedSupply);
  const context = useMemo(
    () => ({
      doc,
      modules,
      rate,
      host,
      device,
      supply,
      locale,
      ...(area === undefined ? {} : { area }),
    }),
    [doc, modules, rate, host, device, supply, locale, area],
  );
  // A bill rendered on the server with a template that needs jsonata brings the tree it
  // resolved for this template and device (with the first supply and its language, as here):
  // the first render needs no jsonata. Other templates resolve during render (ADR 0020).
  const first = useContext(FirstViewContext);
  const initial = first?.template === template && first.device === device ? first.node : undefined;
  const { node, pending } = useResolved(template, context, {
    onEvent: engineEvents.record,
    ...(initial === undefined ? {} : { initial }),
    ...(hiddenMarker ? { explainHidden: true } : {}),
  });
  const interactive = useInteractive();
  // The same element while the tree is the same: when hydration ends, `interactive` turns true
  // in a synchronous render (useSyncExternalStore's server snapshot was false), and without this
  // that render redrew the whole bill in one task: ~110 ms of a phone's main thread that
  // Lighthouse counts as blocking (issue 31). With it React stops at the wrapper's attribute.
  const tree = useMemo(() => <Renderer node={node} />, [node]);
  if (pending && node === null) return placeholder;
  return (
    <EngineProvider
      registry={registry}
      templateId={template.id}
      onEvent={engineEvents.record}
      development={import.meta.env.DEV}
      {...(hiddenMarker ? { hiddenMarker } : {})}
    >
      {/* The bill's number names the tab (issue 30; src/app/shell/header/pageTitle.ts). */}
      <div
        data-template={template.id}
        data-device={device}
        data-bill-number={doc === undefined ? undefined : dataText(doc.document_number)}
        aria-busy={pending || !interactive}
      >
        {tree}
      </div>
    </EngineProvider>
  );
}

const unchanging = () => () => undefined;

/**
 * False on the server and while the page hydrates a server render (ADR 0019), true once the
 * page's handlers are attached: a server-rendered bill is busy until its buttons work, for
 * assistive technology and for whatever waits for the bill (the end-to-end tests' `openBill`).
 * A page rendered in the browser is interactive from its first render.
 */
function useInteractive(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}

/**
 * The supply chosen in the supply selector, as expressions see it (`supply`): the same item the
 * supply widgets show, by the same rule (clamped to the list, the first by default). The item
 * is the document's own object, so the selector's answer changes only with the selection.
 */
function selectedSupply(state: BillState): unknown {
  return selectedEntry(supplyEntries(supplyListOf(state.doc)), state.supplyIndex)?.supply;
}
