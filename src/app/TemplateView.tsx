import { lazy, Suspense, useEffect, useState } from 'react';
import type { Template } from '../engine/index.ts';
import type { default as EngineViewComponent, EngineViewProps } from './EngineView.tsx';
import { builtTemplate } from './templates.ts';

/**
 * The engine (resolve, jsonata, the renderer and the widget registry) is a chunk of its own,
 * asked for as soon as this module runs: the bill route's chunk imports it, so the engine
 * downloads while the bill's API calls are in flight instead of before them, and the route's
 * initial JavaScript stays within its budget (DESIGN "Budgets", ADR 0013).
 */
let loadedEngine: typeof EngineViewComponent | undefined;
const engine = import('./EngineView.tsx').then((module) => {
  loadedEngine = module.default;
  return module;
});
// Rendering rethrows a failed download; this only keeps it from being reported unhandled first.
engine.catch(() => undefined);
const LazyEngineView = lazy(() => engine);

/**
 * A template the host serves, by name: undefined while it downloads, null when there is no
 * such template (or no name at all, or the download failed). A bill rendered on the server
 * brings its template, loaded already (ADR 0019, ADR 0035).
 */
export function useBuiltTemplate(
  name: string | undefined,
  first?: { templateName: string; template: Template },
): Template | null | undefined {
  const [loaded, setLoaded] = useState<{ name: string; template: Template | null }>();
  useEffect(() => {
    if (name === undefined || first?.templateName === name) return;
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
  }, [name, first]);
  if (name === undefined) return null;
  if (first?.templateName === name) return first.template;
  return loaded?.name === name ? loaded.template : undefined;
}

/**
 * One template with the bill in the store: the engine's whole pipeline (context → resolve →
 * render). The preview and the bill route both show templates through it; the placeholder
 * stands while the engine's chunk loads and until the first resolve has finished.
 */
export function TemplateView(props: EngineViewProps) {
  // Issue 13: the loading text stayed up to a second after the bill arrived. The engine has
  // usually downloaded by then (it loads during the bill's calls), yet a lazy component
  // suspends once all the same, and React holds back the content of a Suspense boundary that
  // showed its fallback for up to 300 ms (its fallback throttle). A downloaded engine is
  // therefore rendered directly; the lazy one only while the download is still under way.
  // Chosen once per mount, so a later render never swaps the component and loses its state.
  const [EngineView] = useState(() => loadedEngine ?? LazyEngineView);
  return (
    <Suspense fallback={props.placeholder ?? null}>
      <EngineView {...props} />
    </Suspense>
  );
}
