import type { Api, Client } from '../api/index.ts';
import type { EventSink } from '../diagnostics/events.ts';
import type { DeviceClass, Template } from '../engine/index.ts';
import type { FirstView, StartedSession } from './firstViewContext.ts';
import type { LoadDeps, loadBill } from './loadBill.ts';
import { parseFirstViewState, replayClient, type FirstViewState } from './firstViewState.ts';
import { readKept } from './keptAnswers.ts';
import { learnIntlTexts } from '../domain/intlTexts.ts';
import { templateAnswer, templatesPath } from './templatesPath.ts';

/**
 * What reading a first view back needs of the bill route's chunk, handed in rather than
 * imported: this module is a chunk of its own, loaded only by a server-rendered page, and a
 * chunk that imported them would split the route's shared chunks (more initial JavaScript).
 */
export interface FirstViewDeps {
  loadBill: typeof loadBill;
  createApi: (client: Client) => LoadDeps['api'] & Partial<Api>;
  /** The page's template cache, given what the server rendered with (ADR 0035). */
  seedTemplates: (names: readonly string[], name: string, template: Template) => void;
  onEvent: EventSink;
  /** The chunks the first render needs besides the template (the engine). */
  chunks: () => Promise<unknown>;
  /** Where the page is: its query and device class. */
  search: string;
  device: DeviceClass;
  /** The remembered language, which the server read from its cookie (decision 213). */
  remembered?: string | undefined;
}

/**
 * The first view from the state a server-rendered page carries, by the page's own load over the
 * recorded answers (their schemas checked again, the session started as public access said) and
 * the template the server drew; undefined when any of it fails, and the page then renders as
 * always.
 */
export async function firstViewOf(
  state: FirstViewState,
  deps: Pick<FirstViewDeps, 'loadBill' | 'createApi' | 'seedTemplates' | 'onEvent' | 'remembered'>,
): Promise<FirstView | undefined> {
  let session: StartedSession | undefined;
  const load = await deps.loadBill(new URLSearchParams(state.search), {
    api: deps.createApi(replayClient(state.answers)),
    startSession: (started) => {
      session = started;
    },
    onEvent: deps.onEvent,
    remembered: deps.remembered,
  });
  // The server put its template and the host's names among the answers (src/ssr/entry.tsx):
  // the same data the page would fetch, checked by the server before it served them.
  const template = state.answers[templateAnswer(state.template)] as Template | undefined;
  const templateNames = state.answers[templatesPath];
  if (load.kind !== 'ready' || session === undefined || template === undefined) return undefined;
  if (!Array.isArray(templateNames) || !templateNames.every((n) => typeof n === 'string')) {
    return undefined;
  }
  deps.seedTemplates(templateNames, state.template, template);
  return {
    templateNames,
    search: state.search,
    device: state.device,
    load,
    session,
    templateName: state.template,
    template,
    ...(state.node === undefined ? {} : { node: state.node }),
    ...(state.askConsent === true ? { askConsent: true } : {}),
  };
}

/**
 * The first view of the page the server rendered, from the text of its state, when that is
 * for this very query and device; undefined otherwise (the page then renders as always). The
 * engine's chunk is awaited and the template is in the state, so hydration renders the bill at
 * once and matches the server's HTML.
 */
export async function pageFirstView(
  text: string,
  deps: FirstViewDeps,
): Promise<FirstView | undefined> {
  const state = parseFirstViewState(text);
  if (state?.search !== deps.search || state.device !== deps.device) return undefined;
  if (state.intl !== undefined) learnIntlTexts(state.intl);
  const [view] = await Promise.all([
    withKept(state).then((whole) => whole && firstViewOf(whole, deps)),
    deps.chunks(),
  ]);
  return view;
}

/** The state with the answers it left to the browser read back in; undefined without them. */
async function withKept(state: FirstViewState): Promise<FirstViewState | undefined> {
  if (state.kept === undefined) return state;
  const kept = await readKept(state.kept);
  return kept && { ...state, answers: { ...state.answers, ...kept } };
}
