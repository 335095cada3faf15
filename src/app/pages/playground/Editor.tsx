import { json, jsonLanguage } from '@codemirror/lang-json';
import { linter, type Diagnostic } from '@codemirror/lint';
import { EditorSelection, EditorState } from '@codemirror/state';
import { EditorView, basicSetup } from 'codemirror';
import { jsonCompletion, stateExtensions } from 'codemirror-json-schema';
import type { JSONSchema7 } from 'json-schema';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import layoutSchema from '../../../../schemas/layout.schema.json' with { type: 'json' };
import type { EditorProblem } from './api.ts';

export interface EditorHandle {
  /** Puts the cursor at a problem's place and the focus in the editor. */
  reveal(line: number, column: number): void;
}

interface EditorProps {
  /** The text it starts with; the caller keys the editor by host and template (a new one each). */
  text: string;
  /** The file the editor holds, as problems name it (`bi3.json`): only its problems mark it. */
  file: string;
  label: string;
  /** Checks the text (the server's check, debounced by the linter) and answers its problems. */
  check: (text: string) => Promise<EditorProblem[]>;
  ref?: Ref<EditorHandle>;
}

/**
 * The template's JSON in CodeMirror 6: completion from the layout schema, and the check's
 * messages inline at their line and column (the same as `quadro check`, ADR 0037).
 */
export function Editor({ text, file, label, check, ref }: EditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  // Read once, when the editor is made: edits live in the editor, never come back as props.
  const initial = useRef({ text, label });
  const latest = useRef({ check, file });
  useEffect(() => {
    latest.current = { check, file };
  });
  useImperativeHandle(ref, () => ({
    reveal(line, column) {
      const editor = view.current;
      if (!editor) return;
      const at = offsetOf(editor.state, line, column);
      editor.dispatch({ selection: EditorSelection.cursor(at), scrollIntoView: true });
      editor.focus();
    },
  }));
  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const lint = linter(
      async (editor) => {
        const text = editor.state.doc.toString();
        const problems = await latest.current.check(text);
        return diagnostics(editor.state, problems, latest.current.file);
      },
      { delay: 400 },
    );
    const editor = new EditorView({
      parent,
      state: EditorState.create({
        doc: initial.current.text,
        extensions: [
          basicSetup,
          json(),
          jsonLanguage.data.of({ autocomplete: jsonCompletion() }),
          stateExtensions(layoutSchema as JSONSchema7),
          lint,
          EditorView.contentAttributes.of({ 'aria-label': initial.current.label }),
          EditorView.theme({ '&': { height: '100%' }, '.cm-scroller': { overflow: 'auto' } }),
        ],
      }),
    });
    // The text (contenteditable) scrolls its box only as the cursor moves: the box is a tab
    // stop of its own, so a keyboard can scroll it to read (axe: scrollable-region-focusable).
    editor.scrollDOM.tabIndex = 0;
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);
  return <div ref={host} style={{ height: '100%' }} />;
}

function offsetOf(state: EditorState, line: number, column: number): number {
  const at = state.doc.line(Math.min(Math.max(line, 1), state.doc.lines));
  return Math.min(at.from + Math.max(column - 1, 0), at.to);
}

/** The problems of this file as marks; a problem without a place marks the first line. */
function diagnostics(state: EditorState, problems: EditorProblem[], file: string): Diagnostic[] {
  return problems
    .filter((p) => p.file === file)
    .map((p) => {
      const from = offsetOf(state, p.line ?? 1, p.column ?? 1);
      const lineEnd = state.doc.lineAt(from).to;
      return { from, to: Math.max(from, lineEnd), severity: p.severity, message: p.message };
    });
}
