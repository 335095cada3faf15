/** The engine's public API: load → validate → resolve (no React here; see ./render). */
export type * from './model.ts';
export type * from './context.ts';
export type * from './resolve/types.ts';
export { loadTemplate, checkFragment, type LoadResult } from './load/load.ts';
export { memorySource, type TemplateSource, type SourceFile } from './load/source.ts';
export { resolve, resolveNow, type ResolveOptions } from './resolve/resolve.ts';
export { ExpressionCache } from './expr/compile.ts';
export { EventLog, type EngineEvent, type EventSink } from '../diagnostics/events.ts';
export { formatProblem, type Problem } from './problems.ts';
export type { WidgetSchemas } from './validate/semantics.ts';
export { propsSchemas, type WidgetCatalogue, type WidgetMeta } from './catalogue.ts';
