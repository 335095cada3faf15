import { useId, useRef } from 'react';
import styled from 'styled-components';
import { useTranslationWith } from '../../../i18n/fallbackTexts.ts';
import italian from '../../../i18n/playground/it.json' with { type: 'json' };
import { lazyPage } from '../lazy.ts';
import { Editor, type EditorHandle } from './Editor.tsx';
import { Frames } from './Frames.tsx';
import { PasteBill } from './PasteBill.tsx';
import { pastedId, usePlayground } from './usePlayground.ts';

// From the pages' chunk, as the route table has it: a static import would split it.
const NotFoundPage = lazyPage('NotFoundPage');

// Wider than the page's 1200 px column: the editor and two frames need the room.
const Layout = styled.div`
  width: min(1760px, calc(100vw - 48px));
  margin-left: calc(50% - min(880px, 50vw - 24px));
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(320px, 5fr) minmax(400px, 7fr);
  @media (max-width: 999.98px) {
    grid-template-columns: 1fr;
  }
  h1 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 1.5rem;
  }
`;

const Controls = styled.div`
  display: grid;
  gap: 8px;
  label {
    font-weight: 600;
  }
  select {
    min-height: 36px;
    font: inherit;
  }
`;

const EditorBox = styled.div`
  height: 60vh;
  min-height: 320px;
  border: 1px solid #cbd5e1;
  border-radius: 8px;
  overflow: hidden;
`;

const ProblemButton = styled.button`
  border: 0;
  background: none;
  padding: 2px 0;
  text-align: left;
  font:
    13px/1.4 ui-monospace,
    monospace;
  color: #b91c1c;
  cursor: pointer;
  text-decoration: underline;
`;

/**
 * `/playground` (issue 19, ADR 0037): pick a host, a template and a sample bill (or paste one),
 * edit the template with the check's messages inline, and see the bill in a phone's and a
 * desktop's frame. The not-found page when the server has the playground off.
 */
export default function PlaygroundPage() {
  const { t } = useTranslationWith(italian);
  const p = usePlayground();
  const editor = useRef<EditorHandle>(null);
  const ids = useId();
  if (p.index.kind === 'off') return <NotFoundPage />;
  if (p.index.kind === 'loading') return <p aria-busy="true">{t('playground.loading')}</p>;
  if (p.index.kind === 'failed') {
    return <p role="alert">{t('playground.loadFailed', { message: p.index.message })}</p>;
  }
  const { hosts, samples } = p.index.value;
  const host = hosts.find((h) => h.name === p.chosen.host);
  const problems = p.checked?.problems ?? [];
  return (
    <Layout>
      <h1>{t('playground.title')}</h1>
      <section aria-labelledby={`${ids}-edit`}>
        <p>{t('playground.intro')}</p>
        <Controls>
          <label htmlFor={`${ids}-host`}>{t('playground.host')}</label>
          <select
            id={`${ids}-host`}
            value={p.chosen.host}
            onChange={(e) => {
              p.chooseHost(e.target.value);
            }}
          >
            {hosts.map((h) => (
              <option key={h.name} value={h.name}>
                {h.name}
              </option>
            ))}
          </select>
          <label htmlFor={`${ids}-template`}>{t('playground.template')}</label>
          <select
            id={`${ids}-template`}
            value={p.chosen.name}
            onChange={(e) => {
              p.setName(e.target.value);
            }}
          >
            {(host?.templates ?? []).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          <label htmlFor={`${ids}-sample`}>{t('playground.sample')}</label>
          <select
            id={`${ids}-sample`}
            value={p.chosen.sample}
            onChange={(e) => {
              p.setSample(e.target.value);
            }}
          >
            {p.hasPasted && <option value={pastedId}>{t('playground.pasted')}</option>}
            {samples.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
          <PasteBill onBill={p.takePasted} />
        </Controls>
        <h2 id={`${ids}-edit`}>{t('playground.editor')}</h2>
        <p id={`${ids}-hint`}>{t('playground.editorHint')}</p>
        <EditorBox>
          {p.text && (
            <Editor
              key={p.text.key}
              ref={editor}
              text={p.text.text}
              file={`${p.chosen.name}.json`}
              label={t('playground.editor')}
              check={p.check}
            />
          )}
        </EditorBox>
        <div role="status" aria-live="polite">
          {p.checked?.pending
            ? t('playground.checking')
            : p.checked &&
              (problems.length === 0
                ? t('playground.noProblems')
                : t('playground.problems', { count: problems.length }))}
        </div>
        {p.failure && <p role="alert">{p.failure}</p>}
        <ul aria-label={t('playground.problemsList')}>
          {problems.map((problem, i) => (
            <li key={i}>
              <ProblemButton
                type="button"
                onClick={() => editor.current?.reveal(problem.line ?? 1, problem.column ?? 1)}
              >
                {t('playground.problemAt', {
                  file: problem.file,
                  line: problem.line ?? '?',
                  column: problem.column ?? '?',
                  message: problem.message,
                })}
              </ProblemButton>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={t('playground.preview')}>
        <Frames state={p.frame} />
      </section>
    </Layout>
  );
}
