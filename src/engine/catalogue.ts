import type { WidgetSchemas } from './validate/semantics.ts';

/**
 * What the tools know of one widget, without React (`widgets/<Name>/meta.ts`): the build, the
 * check, the docs and the server read it; the page never does, so none of it is shipped.
 */
export interface WidgetMeta {
  /** JSON Schema of the props a template may set; templates are checked against it. */
  propsSchema: object;
  /** The quadro version that introduced the widget, for configurators reading the catalogue. */
  since: string;
  /** One line for configurators choosing a widget; the schema's description says the rest. */
  description: string;
}

/** name → meta, generated from the widget folders (`widgets/catalogue.gen.ts`). */
export type WidgetCatalogue = Readonly<Record<string, WidgetMeta>>;

/** The props schemas of a catalogue: all that loading and validating a template need. */
export function propsSchemas(catalogue: WidgetCatalogue): WidgetSchemas {
  return Object.fromEntries(
    Object.entries(catalogue).map(([name, meta]) => [name, meta.propsSchema]),
  );
}
