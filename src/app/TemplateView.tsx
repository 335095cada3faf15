import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { registry } from '../../widgets/index.ts';
import type { Template } from '../engine/index.ts';
import { EngineProvider, Renderer, useResolved } from '../engine/render/index.ts';
import { useBill } from '../state/bill.ts';
import { useDeviceClass } from './device.ts';
import { engineEvents } from './events.ts';
import { builtTemplate } from './templates.ts';

/**
 * A built template by name: undefined while its chunk loads, null when there is no such
 * template (or no name at all, or its chunk failed to load).
 */
export function useBuiltTemplate(name: string | undefined): Template | null | undefined {
  const [loaded, setLoaded] = useState<{ name: string; template: Template | null }>();
  useEffect(() => {
    if (name === undefined) return;
    let current = true;
    const settle = (template: Template | null) => {
      if (current) setLoaded({ name, template });
    };
    builtTemplate(name).then(
      (template) => {
        settle(template ?? null);
      },
      () => {
        settle(null);
      },
    );
    return () => {
      current = false;
    };
  }, [name]);
  if (name === undefined) return null;
  return loaded?.name === name ? loaded.template : undefined;
}

interface TemplateViewProps {
  template: Template;
  host: unknown;
  locale: string;
  /** Shown until the first resolve has finished. */
  placeholder?: ReactNode;
}

/**
 * One template with the bill in the store: the engine's whole pipeline (context → resolve →
 * render). The preview and the bill route both show templates through it.
 */
export function TemplateView({ template, host, locale, placeholder = null }: TemplateViewProps) {
  const device = useDeviceClass();
  const doc = useBill((s) => s.doc);
  const modules = useBill((s) => s.modules);
  const rate = useBill((s) => s.rate);
  const context = useMemo(
    () => ({ doc, modules, rate, host, device, locale }),
    [doc, modules, rate, host, device, locale],
  );
  const { node, pending } = useResolved(template, context, { onEvent: engineEvents.record });
  if (pending && node === null) return placeholder;
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
