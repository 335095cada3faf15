/** The React side of the engine: the renderer, the registry context and the resolve hook. */
export { Renderer } from './Renderer.tsx';
export { EngineProvider, useDialogs, useEngineSettings } from './engineContext.tsx';
export { defineWidget, useRegistry, type WidgetEntry, type WidgetRegistry } from './registry.tsx';
export { useResolved, type ResolvedState, type UseResolvedOptions } from './useResolved.ts';
export { ModalFrame } from './Dialog.tsx';
export { cardSurface } from './layouts.tsx';
