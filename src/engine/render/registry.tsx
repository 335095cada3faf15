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
 * Without the type argument `P` is `never` and the component must also be this object, which no
 * component is: the error names what is missing.
 */
type PropsTypeRequired<P> = [P] extends [never]
  ? { 'give defineWidget the generated props type': 'defineWidget<NameProps>({ component })' }
  : unknown;

/**
 * Types a widget entry from its generated props type (`props.gen.ts`, from the props schema),
 * required and never inferred from the component, so a component whose props drift from the
 * schema is a compile error. The cast is the one place where typed props meet template data:
 * the build validated that data against the widget's props schema when it loaded the template,
 * so the component receives what its type says.
 */
export function defineWidget<P extends object = never>(entry: {
  component: ComponentType<NoInfer<P>> & PropsTypeRequired<P>;
  skeleton?: ComponentType;
}): WidgetEntry {
  return entry as unknown as WidgetEntry;
}

const RegistryContext = createContext<WidgetRegistry>({});
export const RegistryProvider = RegistryContext.Provider;

export function useRegistry(): WidgetRegistry {
  return useContext(RegistryContext);
}
