import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { HiddenReason, ResolvedHidden } from '../../../engine/index.ts';

const Box = styled.div`
  margin: 4px 0;
  border: 2px dashed #94a3b8;
  border-radius: 8px;
  background: repeating-linear-gradient(135deg, #f8fafc 0 8px, #eef2f6 8px 16px);
  font:
    13px/1.4 system-ui,
    sans-serif;
  color: #1e293b;
`;

const Toggle = styled.button`
  display: block;
  width: 100%;
  min-height: 32px;
  padding: 4px 10px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  /* The host's focus ring (src/ui/buttons.ts), written here: importing it would split the
     shared module off its chunk, a file more for the bill route's entry (ADR 0037). */
  &:focus-visible {
    outline: 3px solid var(--q-focus, #1d4ed8);
    outline-offset: 2px;
  }
`;

const Why = styled.div`
  padding: 6px 10px 10px;
  background: #fff;
  border-top: 1px dashed #94a3b8;
  border-radius: 0 0 8px 8px;
  code {
    font-size: 12px;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 4px 0 0;
    padding-left: 18px;
  }
`;

/**
 * A place the playground's resolve hid (ADR 0037): a dashed box with what is hidden, which
 * opens to say why: the expression and where it is, what it gave, the values it read, or, for
 * a container left empty, the hidden things it holds.
 */
export function HiddenMarker({ node }: { node: ResolvedHidden }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <Box data-hidden-marker={node.path}>
      <Toggle
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => {
          setOpen(!open);
        }}
      >
        {open ? '▾ ' : '▸ '}
        {t('playground.hidden.marker', { what: node.what })}
      </Toggle>
      <Why id={panel} role="region" aria-label={node.what} hidden={!open}>
        {node.reason ? (
          <Reason reason={node.reason} />
        ) : (
          <p>
            {t(
              node.children.length > 0 ? 'playground.hidden.empty' : 'playground.hidden.emptyAlone',
            )}
          </p>
        )}
        {node.children.map((child) => (
          <HiddenMarker key={child.key} node={child} />
        ))}
      </Why>
    </Box>
  );
}

function Reason({ reason }: { reason: HiddenReason }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        {t('playground.hidden.expression')} <code>{reason.expression}</code>{' '}
        {t('playground.hidden.where')} <code>{reason.at}</code>
      </p>
      <p>{t(`playground.hidden.${reason.outcome}`, { detail: reason.detail ?? '' })}</p>
      {reason.reads.length === 0 ? (
        <p>{t('playground.hidden.noReads')}</p>
      ) : (
        <>
          <p>{t('playground.hidden.reads')}</p>
          <ul>
            {reason.reads.map((read) => (
              <li key={read.term}>
                <code>
                  {read.term} = {show(read.value) ?? t('playground.hidden.nothing')}
                </code>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** A value as the configurator would write it in an expression; undefined for none. */
function show(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}
