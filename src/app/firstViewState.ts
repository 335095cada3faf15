import type { Client, RawAnswer } from '../api/index.ts';
import type { DeviceClass, ResolvedNode } from '../engine/index.ts';
import { isTags } from './keptAnswers.ts';

/**
 * What a page rendered on the server carries for the page's script (ADR 0019), as JSON in
 * `<script type="application/json" id="quadro-state">`: the query it was rendered for, the
 * device class it assumed, the template it chose, the API's answers the bill's load read (by
 * path; the page checks them again with its own validators by replaying its own load over
 * them) and, for a template that needs jsonata, the resolved tree, so the first render in
 * the browser needs no jsonata (a template within the compiled subset resolves during render,
 * in the browser as on the server: its tree is left out, decision 186).
 */
export interface FirstViewState {
  search: string;
  device: DeviceClass;
  template: string;
  answers: Record<string, unknown>;
  /**
   * Answers left out of `answers` because the browser keeps them (the host's settings, texts
   * and templates, ADR 0059): each path with the ETag of the answer the server rendered with.
   */
  kept?: Record<string, string>;
  node?: ResolvedNode | null;
  /** The server drew the cookie banner (no answer in the request's cookie, ADR 0028). */
  askConsent?: boolean;
  /**
   * The texts Intl made for the first view on the server, by formatter and value, so hydration
   * makes none (src/domain/intlTexts.ts, ADR 0061).
   */
  intl?: Record<string, string>;
}

/**
 * The state as the text of its script element. JSON is not HTML: `<` is written `\u003c`, so
 * no string in the bill (a holder named `</script>`) can end the element or open a comment.
 * U+2028 and U+2029 are escaped too, for any reader that takes the JSON for JavaScript.
 */
export function stateScriptText(state: FirstViewState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state a page carries, or undefined when it is missing or not of this shape. */
export function parseFirstViewState(text: string): FirstViewState | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value)) return undefined;
  const { search, device, template, answers, kept, node, askConsent, intl } = value;
  if (typeof search !== 'string' || typeof template !== 'string') return undefined;
  if (device !== 'mobile' && device !== 'desktop') return undefined;
  if (!isRecord(answers)) return undefined;
  if (kept !== undefined && !isTags(kept)) return undefined;
  if (askConsent !== undefined && typeof askConsent !== 'boolean') return undefined;
  if (intl !== undefined && !isTexts(intl)) return undefined;
  const state: FirstViewState = { search, device, template, answers };
  if (kept !== undefined) state.kept = kept;
  if (intl !== undefined) state.intl = intl;
  if (askConsent === true) state.askConsent = askConsent;
  if (node === undefined) return state;
  if (node !== null && !isResolvedNode(node)) return undefined;
  return { ...state, node };
}

/** A client whose GETs read the answers recorded on the server, and which fails every other. */
export function replayClient(answers: Readonly<Record<string, unknown>>): Client {
  const missing: RawAnswer = {
    ok: false,
    failure: { reason: 'network', detail: 'not in the page rendered on the server' },
  };
  return {
    getJson: (path) =>
      Promise.resolve(Object.hasOwn(answers, path) ? { ok: true, body: answers[path] } : missing),
    postJson: () => Promise.resolve(missing),
    putJson: () => Promise.resolve(missing),
    deleteJson: () => Promise.resolve(missing),
  };
}

/** A client that records, by path, the JSON every successful GET answered. */
export function recordingClient(client: Client, answers: Record<string, unknown>): Client {
  return {
    getJson: async (path) => {
      const answer = await client.getJson(path);
      if (answer.ok) answers[path] = answer.body;
      return answer;
    },
    postJson: (path, body) => client.postJson(path, body),
    putJson: (path, body) => client.putJson(path, body),
    deleteJson: (path) => client.deleteJson(path),
  };
}

const nodeKinds = new Set(['widget', 'stack', 'columns', 'card', 'tabs', 'dialog']);

/**
 * The shape the renderer relies on: every node has a kind and a key, widgets a name and props,
 * containers arrays of nodes. Optional fields the renderer reads are checked where present.
 */
export function isResolvedNode(value: unknown): value is ResolvedNode {
  if (!isRecord(value) || typeof value['key'] !== 'string') return false;
  const kind = value['kind'];
  if (typeof kind !== 'string' || !nodeKinds.has(kind)) return false;
  if (kind === 'widget') return typeof value['name'] === 'string' && isRecord(value['props']);
  if (kind === 'columns') {
    const columns = value['columns'];
    return (
      Array.isArray(columns) &&
      columns.every(
        (column) =>
          isRecord(column) &&
          typeof column['key'] === 'string' &&
          typeof column['span'] === 'number' &&
          isNodeList(column['children']),
      )
    );
  }
  if (kind === 'tabs') {
    const tabs = value['tabs'];
    return (
      typeof value['initial'] === 'string' &&
      Array.isArray(tabs) &&
      tabs.every(
        (tab) =>
          isRecord(tab) &&
          typeof tab['id'] === 'string' &&
          typeof tab['label'] === 'string' &&
          isNodeList(tab['children']),
      )
    );
  }
  return isNodeList(value['children']);
}

function isNodeList(value: unknown): boolean {
  return Array.isArray(value) && value.every(isResolvedNode);
}

function isTexts(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((text) => typeof text === 'string');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
