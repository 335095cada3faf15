import type { HostSettings } from '../../schemas/types/host-settings.gen.ts';
import type { DeviceClass, EngineEvent } from '../engine/index.ts';
import { pageMessages } from '../diagnostics/pageMessages.ts';

/** The template shown when the chosen one is not served, so a bill still opens. */
export const fallbackTemplate = 'demo';

/** The bill route's key in the host's `templates` (spec §2 route meta `template`). */
export const billRouteKey = 'bollettainterattiva';

export interface TemplateChoice {
  /** A built template, or undefined when not even the fallback is built. */
  name: string | undefined;
  /** What was asked for and not built. */
  events: EngineEvent[];
}

export interface TemplateInputs {
  /** The document's `template_name` (project decision 29), as the document holds it. */
  documentTemplate: unknown;
  host: Pick<
    HostSettings,
    'templateName' | 'templates' | 'bollettaInterattivaDesktopTemplateName' | 'templatePreview'
  >;
  device: DeviceClass;
  /** Names of the templates the host serves (GET /api/templates, ADR 0035). */
  built: readonly string[];
  routeKey?: string;
  /** The link's `template` query parameter, honoured only when the host allows previews. */
  preview?: string | null;
}

/**
 * The names spec §2 replaces by the desktop template: template 3 and the mobile form of template
 * 5, with their supplier variants (`bi3`, `bi3-beta`, `bi5-mobile`), but not the desktop forms
 * themselves (`bi3dt`, `bi5-desktop`) nor any other family.
 */
export function hasDesktopForm(name: string): boolean {
  return /^bi[35](-|$)/.test(name) && !/(dt|-desktop)$/.test(name);
}

/**
 * Whether the host's desktop name replaces `name` on a desktop: `name` has a desktop form, and
 * the desktop name is not the other family's. The host's one desktop name is the desktop form
 * of its own template: Beta's `bi3dt` replaces `bi3-beta`, not the `bi5-mobile` a bill names,
 * which adapts to the device itself (decision 474).
 */
export function desktopReplaces(name: string, desktop: string): boolean {
  // The family is the digit after `bi`: hasDesktopForm has read it for `name`.
  return hasDesktopForm(name) && (!/^bi[35]/.test(desktop) || desktop[2] === name[2]);
}

/**
 * Spec §2 "Layout selection": the template a document names, when it is built; otherwise the
 * host's template for the route, otherwise its `templateName`. On a device that is not mobile
 * the host's `bollettaInterattivaDesktopTemplateName`, when set, replaces a template-3/5 name
 * of its own family (`desktopReplaces`). A name that is not built gives way, with an event, to the next one and
 * finally to `fallbackTemplate`. A host with `templatePreview` lets the link's `template`
 * parameter name any built template, ahead of all of this (project decision 68).
 */
export function selectTemplate(inputs: TemplateInputs): TemplateChoice {
  const { documentTemplate, host, device, built, routeKey = billRouteKey, preview } = inputs;
  const missing: string[] = [];
  if (host.templatePreview === true && typeof preview === 'string' && preview !== '') {
    if (built.includes(preview)) return { name: preview, events: [] };
    missing.push(preview);
  }
  let name = host.templates?.[routeKey] ?? host.templateName;
  if (typeof documentTemplate === 'string' && documentTemplate !== '') {
    if (built.includes(documentTemplate)) name = documentTemplate;
    else missing.push(documentTemplate);
  }
  const desktop = host.bollettaInterattivaDesktopTemplateName;
  if (device !== 'mobile' && desktop !== undefined && desktopReplaces(name, desktop))
    name = desktop;
  if (!built.includes(name)) {
    missing.push(name);
    name = fallbackTemplate;
  }
  const chosen = built.includes(name) ? name : undefined;
  const events = missing.map((asked): EngineEvent => ({
    code: 'template-unknown',
    message: pageMessages['template-unknown'](asked, chosen ?? '—'),
    template: asked,
    path: '',
  }));
  return { name: chosen, events };
}

/** The document's `template_name` (decision 29), as the document holds it. */
export function templateNameOf(doc: unknown): unknown {
  return typeof doc === 'object' && doc !== null && 'template_name' in doc
    ? doc.template_name
    : undefined;
}
