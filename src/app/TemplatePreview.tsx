import { useEffect, useMemo, useState } from 'react';
import { builtTemplate } from './templates.ts';
import { registry } from '../../widgets/index.ts';
import type { Template } from '../engine/index.ts';
import { EngineProvider, Renderer, useResolved } from '../engine/render/index.ts';
import { useBill } from '../state/bill.ts';
import { useDeviceClass } from './device.ts';
import { engineEvents } from './events.ts';

/** Renders one template with the bill in the store: the engine's whole pipeline on a page. */
export function TemplatePreview({ name, host }: { name: string; host: unknown }) {
  const [template, setTemplate] = useState<Template | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void builtTemplate(name).then((t) => {
      if (current) setTemplate(t ?? null);
    });
    return () => {
      current = false;
    };
  }, [name]);
  if (template === undefined) return <p aria-busy="true" />;
  if (template === null) return <p role="alert">Modello «{name}» non trovato.</p>;
  return <TemplateView template={template} host={host} />;
}

function TemplateView({ template, host }: { template: Template; host: unknown }) {
  const device = useDeviceClass();
  const doc = useBill((s) => s.doc);
  const modules = useBill((s) => s.modules);
  const rate = useBill((s) => s.rate);
  const context = useMemo(
    () => ({ doc, modules, rate, host, device, locale: 'it' }),
    [doc, modules, rate, host, device],
  );
  const { node, pending } = useResolved(template, context, { onEvent: engineEvents.record });
  return (
    <EngineProvider
      registry={registry}
      templateId={template.id}
      onEvent={engineEvents.record}
      development={import.meta.env.DEV}
    >
      <div data-template={template.id} data-device={device} aria-busy={pending}>
        <Renderer node={node} />
      </div>
    </EngineProvider>
  );
}
