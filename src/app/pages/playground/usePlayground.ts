import { useCallback, useEffect, useState } from 'react';
import {
  checkText,
  fetchHostLook,
  fetchIndex,
  fetchSample,
  fetchTemplateText,
  PlaygroundOff,
  type Bill,
  type EditorProblem,
  type HostLook,
  type PlaygroundIndex,
} from './api.ts';
import type { FrameState } from './frame.ts';

export type Loaded<T> =
  | { kind: 'loading' }
  | { kind: 'off' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; value: T };

/** The id of the pasted bill in the sample list. */
export const pastedId = '';

/**
 * The playground's state: what is chosen (host, template, sample or pasted bill), the text
 * loaded for it, the check's answer, and what the frames show (the last template the check
 * accepted, so a typo never blanks the bill).
 */
export function usePlayground() {
  const [index, setIndex] = useState<Loaded<PlaygroundIndex>>({ kind: 'loading' });
  const [host, setHost] = useState('');
  const [name, setName] = useState('');
  const [sample, setSample] = useState('');
  const [pasted, setPasted] = useState<Bill>();
  const [text, setText] = useState<{ key: string; text: string }>();
  const [look, setLook] = useState<HostLook>();
  const [fetched, setFetched] = useState<{ id: string; bill: Bill }>();
  const [checked, setChecked] = useState<{ problems: EditorProblem[]; pending: boolean }>();
  const [template, setTemplate] = useState<unknown>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    fetchIndex().then(
      (value) => {
        setIndex({ kind: 'ready', value });
        const first = value.hosts[0];
        if (first) {
          setHost(first.name);
          setName(first.defaultTemplate);
          setSample(value.samples.find((s) => s.supplier === first.supplier)?.id ?? '');
        }
      },
      (error: unknown) => {
        setIndex(
          error instanceof PlaygroundOff
            ? { kind: 'off' }
            : { kind: 'failed', message: String(error) },
        );
      },
    );
  }, []);

  useEffect(() => {
    if (!host || !name) return;
    let live = true;
    Promise.all([fetchTemplateText(host, name), fetchHostLook(host)]).then(
      ([loaded, hostLook]) => {
        if (!live) return;
        setFailure(undefined);
        setText({ key: `${host}/${name}`, text: loaded });
        setLook(hostLook);
      },
      (error: unknown) => {
        if (live) setFailure(String(error));
      },
    );
    return () => {
      live = false;
    };
  }, [host, name]);

  useEffect(() => {
    if (sample === pastedId) return;
    let live = true;
    fetchSample(sample).then(
      (value) => {
        if (live) setFetched({ id: sample, bill: value });
      },
      (error: unknown) => {
        if (live) setFailure(String(error));
      },
    );
    return () => {
      live = false;
    };
  }, [sample]);
  const bill = sample === pastedId ? pasted : fetched?.id === sample ? fetched.bill : undefined;

  /** The editor's check: its problems, and the frames' template when it has none. */
  const check = useCallback(
    async (edited: string): Promise<EditorProblem[]> => {
      setChecked((was) => ({ problems: was?.problems ?? [], pending: true }));
      try {
        const answer = await checkText(host, name, edited);
        setChecked({ problems: answer.problems, pending: false });
        if (answer.template !== undefined) setTemplate(answer.template);
        return answer.problems;
      } catch (error) {
        setFailure(String(error));
        setChecked({ problems: [], pending: false });
        return [];
      }
    },
    [host, name],
  );

  const chooseHost = (next: string) => {
    if (index.kind !== 'ready') return;
    const found = index.value.hosts.find((h) => h.name === next);
    setHost(next);
    if (found && !found.templates.includes(name)) setName(found.defaultTemplate);
  };
  const takePasted = (value: Bill) => {
    setPasted(value);
    setSample(pastedId);
  };

  const frame: FrameState | undefined =
    template !== undefined && bill && look ? { template, bill, look } : undefined;
  return {
    index,
    chosen: { host, name, sample },
    chooseHost,
    setName,
    setSample,
    hasPasted: pasted !== undefined,
    takePasted,
    text,
    check,
    checked,
    frame,
    failure,
  };
}
