import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Term } from '../../domain/glossaryTerms.ts';
import { focusRing } from '../buttons.ts';
import { Icon } from '../statusIcons.tsx';

const loadText = () => import('./ExplainText.tsx');
const LazyText = lazy(() => loadText().then((module) => ({ default: module.ExplainText })));

/** The panel's chunk and the glossary of the page's language, both, before the first tap. */
const prefetch = (i18n: i18n) => loadText().then((module) => module.loadGlossary(i18n));

/**
 * A 28 px round target (over WCAG 2.5.8's 24 px) that sits on the label's line without making
 * a table row taller: the negative block margin gives back what it adds over the line height.
 */
const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  margin: -4px 0 -4px 4px;
  padding: 0;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: var(--q-primary, #0b5cad);
  vertical-align: middle;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: var(--q-muted, #e6eaee);
  }
  ${focusRing}
`;

/**
 * The explanation's place, right after the button in the reading order and polite live, so a
 * screen reader hears the text when it arrives. Spans, so it may sit wherever a label's text
 * does (a table's row header, a term of a list); empty and sizeless while closed, but never
 * `display: none`, which would take the live region out of the tree it must already be in.
 */
const Panel = styled.span`
  display: block;
  max-width: 40rem;
  &:not(:empty) {
    margin-top: 8px;
    padding: 8px 10px;
    border-left: 3px solid var(--q-primary, #0b5cad);
    border-radius: 4px;
    background: var(--q-muted, #e6eaee);
    color: var(--q-text, #1f2933);
    font-size: 0.9375rem;
    font-weight: 400;
    line-height: 1.5;
    text-align: left;
    white-space: normal;
    overflow-wrap: break-word;
  }
`;

/**
 * The "i" button that explains a term of the bill in plain words (issue 32), for a label shown
 * elsewhere (a table's row header): a disclosure, not a tooltip, so a tap, Enter or Space opens
 * it and it stays until the button or Escape closes it, focus back on the button. Its name says
 * which label it explains. The texts arrive with their own chunks on the first opening, the
 * panel's and the glossary of the page's language (./ExplainText.tsx); meanwhile the panel says
 * it is loading.
 */
export function ExplainButton({ term, label }: { term: Term; label: string }) {
  const { t, i18n } = useTranslation();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // Handled here: a dialog or menu around the table must not close as well.
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  return (
    <span onKeyDown={onKeyDown}>
      <Toggle
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('explain.open', { label })}
        // Fetched as the customer heads for the button, so the text is mostly there at the tap.
        onPointerEnter={() => void prefetch(i18n)}
        onFocus={() => void prefetch(i18n)}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <Icon name="info" size={20} />
      </Toggle>
      <Panel id={panelId} aria-live="polite">
        {open && (
          <Suspense fallback={t('explain.loading')}>
            <LazyText term={term} />
          </Suspense>
        )}
      </Panel>
    </span>
  );
}
