import { createContext, useContext, type ComponentType } from 'react';

/**
 * One widget of the registry: what the page needs to draw it, and nothing the build already
 * used (props schema, version, description: the widget's `meta.ts`, in the catalogue).
 */
export interface WidgetEntry {
  /** The component, `lazy()` where it is heavy (charts, forms). */
  component: ComponentType<Record<string, unknown>>;
  /** Shown while a lazy component loads: the widget's final size, so nothing jumps. */
  skeleton?: ComponentType;
}

export type WidgetRegistry = Readonly<Record<string, WidgetEntry>>;

/**
 * Types a widget entry from its component. The cast is the one place where typed props meet
 * template data: the build validated that data against the widget's props schema when it
 * loaded the template, so the component receives what its type says.
 */
export function defineWidget<P extends object>(entry: {
  component: ComponentType<P>;
  skeleton?: ComponentType;
}): WidgetEntry {
  return entry as unknown as WidgetEntry;
}

const RegistryContext = createContext<WidgetRegistry>({});
export const RegistryProvider = RegistryContext.Provider;

export function useRegistry(): WidgetRegistry {
  return useContext(RegistryContext);
}
