import { describe, expect, it } from 'vitest';
import type { ResolvedNode } from '../engine/index.ts';
import {
  parseFirstViewState,
  recordingClient,
  replayClient,
  stateScriptText,
  type FirstViewState,
} from './firstViewState.ts';

const node: ResolvedNode = {
  key: '/root',
  kind: 'stack',
  gap: 16,
  children: [{ key: '/root/0', kind: 'widget', name: 'Summary', props: { title: 'x' } }],
};

const state = (answers: Record<string, unknown> = {}): FirstViewState => ({
  search: '?id=abc',
  device: 'mobile',
  template: 'bi3',
  answers,
  node,
});

describe('the state a server-rendered page carries', () => {
  it('cannot end its script element or open a comment, whatever the bill says', () => {
    const hostile = state({
      '/doc': { holder: '</script><script>alert(1)</script><!--', line: '\u2028' },
    });
    const text = stateScriptText(hostile);
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(text).toContain('\\u003c/script>');
    expect(parseFirstViewState(text)).toEqual(hostile);
  });

  it('is read back only when it has the shape the page relies on', () => {
    expect(parseFirstViewState(stateScriptText(state()))).toEqual(state());
    expect(parseFirstViewState('{"search":')).toBeUndefined();
    expect(parseFirstViewState('[]')).toBeUndefined();
    expect(parseFirstViewState(JSON.stringify({ ...state(), device: 'tv' }))).toBeUndefined();
    expect(parseFirstViewState(JSON.stringify({ ...state(), answers: [] }))).toBeUndefined();
    const badChild = { ...node, children: [{ key: '/root/0', kind: 'widget', name: 'W' }] };
    expect(parseFirstViewState(JSON.stringify({ ...state(), node: badChild }))).toBeUndefined();
    const badKind = { key: '/root', kind: 'script', children: [] };
    expect(parseFirstViewState(JSON.stringify({ ...state(), node: badKind }))).toBeUndefined();
    expect(parseFirstViewState(JSON.stringify({ ...state(), node: null }))?.node).toBeNull();
  });

  it('may leave the tree out, for a template the page resolves during render (decision 186)', () => {
    const withoutTree: FirstViewState = { ...state() };
    delete withoutTree.node;
    const read = parseFirstViewState(stateScriptText(withoutTree));
    expect(read).toEqual(withoutTree);
    expect(read && 'node' in read).toBe(false);
  });

  it('says whether the server drew the cookie banner (ADR 0028), and only as a boolean', () => {
    const asked = { ...state(), askConsent: true };
    expect(parseFirstViewState(stateScriptText(asked))?.askConsent).toBe(true);
    expect(parseFirstViewState(stateScriptText(state()))?.askConsent).toBeUndefined();
    expect(parseFirstViewState(JSON.stringify({ ...state(), askConsent: 'yes' }))).toBeUndefined();
  });

  it('names the answers left to the browser by their tags, and only with string tags', () => {
    const kept = { ...state(), kept: { '/locales/it.json': '"abc"' } };
    expect(parseFirstViewState(stateScriptText(kept))).toEqual(kept);
    expect(parseFirstViewState(stateScriptText(state()))?.kept).toBeUndefined();
    const numbered = { ...state(), kept: { '/locales/it.json': 1 } };
    expect(parseFirstViewState(JSON.stringify(numbered))).toBeUndefined();
    expect(parseFirstViewState(JSON.stringify({ ...state(), kept: ['x'] }))).toBeUndefined();
    // Only paths of the page's own origin: the page fetches them.
    for (const path of ['//evil.example/x.json', 'https://evil.example/x.json', 'x.json']) {
      expect(
        parseFirstViewState(JSON.stringify({ ...state(), kept: { [path]: '"t"' } })),
      ).toBeUndefined();
    }
  });

  it('carries the texts Intl made on the server (ADR 0061), and only as strings', () => {
    const texts = { ...state(), intl: { 'it-IT|2|109.73': '109,73', 'it|long|month|3': 'marzo' } };
    expect(parseFirstViewState(stateScriptText(texts))).toEqual(texts);
    expect(parseFirstViewState(stateScriptText(state()))?.intl).toBeUndefined();
    const numbered = { ...state(), intl: { 'it-IT|2|109.73': 109.73 } };
    expect(parseFirstViewState(JSON.stringify(numbered))).toBeUndefined();
    expect(parseFirstViewState(JSON.stringify({ ...state(), intl: ['109,73'] }))).toBeUndefined();
  });

  it('replays the answers recorded on the server, and nothing else', async () => {
    const answers: Record<string, unknown> = {};
    const recording = recordingClient(
      {
        getJson: (path) =>
          Promise.resolve(
            path === '/ok'
              ? { ok: true, body: { a: 1 } }
              : { ok: false, failure: { reason: 'status', status: 404 } },
          ),
        postJson: () => Promise.resolve({ ok: true, body: null }),
        putJson: () => Promise.resolve({ ok: true, body: null }),
        deleteJson: () => Promise.resolve({ ok: true, body: null }),
      },
      answers,
    );
    await recording.getJson('/ok');
    await recording.getJson('/missing');
    expect(answers).toEqual({ '/ok': { a: 1 } });
    const replay = replayClient(answers);
    expect(await replay.getJson('/ok')).toEqual({ ok: true, body: { a: 1 } });
    expect((await replay.getJson('/missing')).ok).toBe(false);
    expect((await replay.getJson('toString')).ok).toBe(false);
    expect((await replay.postJson('/ok', {})).ok).toBe(false);
  });
});
