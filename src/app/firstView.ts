import { createApi } from '../api/index.ts';
import type { EventSink } from '../diagnostics/events.ts';
import { engineEvents } from '../diagnostics/pageEvents.ts';
import type { DeviceClass } from '../engine/index.ts';
import type { FirstView, StartedSession } from './firstViewContext.ts';
import { loadBill } from './loadBill.ts';
import { currentDeviceClass } from './device.ts';
import { parseFirstViewState, replayClient, type FirstViewState } from './firstViewState.ts';
import { builtTemplate } from './templates.ts';

/**
 * The first view from the state a server-rendered page carries, by the page's own load over the
 * recorded answers (their schemas checked again, the session started as public access said) and
 * the template's chunk; undefined when any of it fails, and the page then renders as always.
 */
export async function firstViewOf(
  state: FirstViewState,
  onEvent: EventSink = engineEvents.record,
): Promise<FirstView | undefined> {
  let session: StartedSession | undefined;
  const load = await loadBill(new URLSearchParams(state.search), {
    api: createApi(replayClient(state.answers)),
    startSession: (started) => {
      session = started;
    },
    onEvent,
  });
  const template = await builtTemplate(state.template).catch(() => undefined);
  if (load.kind !== 'ready' || session === undefined || template === undefined) return undefined;
  return {
    search: state.search,
    device: state.device,
    load,
    session,
    templateName: state.template,
    template,
    node: state.node,
  };
}

/**
 * The first view of the page the server rendered, from the text of its state, when that is
 * for this very query and device; undefined otherwise (the page then renders as always). The
 * chunks the first render needs (the bill route, the engine, the template) are awaited, so
 * hydration renders the bill at once and matches the server's HTML.
 */
export async function pageFirstView(
  text: string,
  here: { search: string; device: DeviceClass } = {
    search: location.search,
    device: currentDeviceClass(),
  },
): Promise<FirstView | undefined> {
  const state = parseFirstViewState(text);
  if (state?.search !== here.search || state.device !== here.device) return undefined;
  const [view] = await Promise.all([
    firstViewOf(state),
    import('./BillPage.tsx'),
    import('./EngineView.tsx'),
  ]);
  return view;
}
