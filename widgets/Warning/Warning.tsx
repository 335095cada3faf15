import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { asksForPayment } from '../../src/domain/payment.ts';
import { useBill } from '../../src/state/bill.ts';
import type { WarningProps } from './props.gen.ts';

const Box = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 16px;
  border-radius: var(--q-radius, 12px);
  border: 1px solid #b6d4f2;
  border-inline-start: 4px solid var(--q-primary, #0b5cad);
  background: #f0f6fd;
  color: var(--q-text, #1f2933);
  min-width: 0;
  overflow-wrap: anywhere;
  & > svg {
    flex: none;
    width: 24px;
    height: 24px;
    color: var(--q-primary, #0b5cad);
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  & > h2 {
    margin: 0;
    font-size: 1rem;
    line-height: 1.4;
  }
  & > p {
    margin: 0;
    line-height: 1.5;
  }
`;

/**
 * Template 5 "warning": a notice in words, with an icon, never colour alone (DESIGN "Look and
 * feel"). A notice about paying (`onlyWhenDue`) shows only while the bill asks for payment: on a
 * credit or a paid bill it would ask for what is not owed (project decision 126).
 */
export function Warning({ titleKey, textKey, onlyWhenDue = false }: WarningProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const due = useBill((state) => asksForPayment(state.doc));
  if (onlyWhenDue && !due) return null;
  return (
    <Box role="note" aria-labelledby={titleId}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 10.5v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        <circle cx="12" cy="7.5" r="1.25" fill="currentColor" />
      </svg>
      <Body>
        <h2 id={titleId}>{t(titleKey)}</h2>
        <p>{t(textKey)}</p>
      </Body>
    </Box>
  );
}
