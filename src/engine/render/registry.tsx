import { createContext, useContext, type ComponentType } from 'react';

/** One widget of the registry. */
export interface WidgetEntry {
  /** The component, `lazy()` where it is heavy (charts, forms). */
  component: ComponentType<Record<string, unknown>>;
  /** JSON Schema of the props a template may set; templates are checked against it. */
  propsSchema: object;
  /** The quadro version that introduced the widget, for configurators reading the catalogue. */
  since: string;
  /** Shown while a lazy component loads: the widget's final size, so nothing jumps. */
  skeleton?: ComponentType;
}

export type WidgetRegistry = Readonly<Record<string, WidgetEntry>>;

/**
 * Types a widget entry from its component. The cast is the one place where typed props meet
 * template data: the engine validated that data against `propsSchema` when it loaded the
 * template, so the component receives what its type says.
 */
export function defineWidget<P extends object>(entry: {
  component: ComponentType<P>;
  propsSchema: object;
  since: string;
  skeleton?: ComponentType;
}): WidgetEntry {
  return entry as unknown as WidgetEntry;
}

const RegistryContext = createContext<WidgetRegistry>({});
export const RegistryProvider = RegistryContext.Provider;

export function useRegistry(): WidgetRegistry {
  return useContext(RegistryContext);
}
