import { createApi } from '../api/index.ts';
import type { EventSink } from '../diagnostics/events.ts';
import type { FirstView, StartedSession } from './firstViewContext.ts';
import { loadBill } from './loadBill.ts';
import { replayClient, type FirstViewState } from './firstViewState.ts';
import { builtTemplate } from './templates.ts';

/**
 * The first view from the state a server-rendered page carries, by the page's own load over the
 * recorded answers (their schemas checked again, the session started as public access said) and
 * the template's chunk; undefined when any of it fails, and the page then renders as always.
 */
export async function firstViewOf(
  state: FirstViewState,
  onEvent: EventSink,
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
