import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ContractDialogKind, AreaCalls } from '../../src/api/areaCalls.ts';
import { ModalFrame } from '../../src/engine/render/index.ts';
import italian from '../../src/i18n/area-contracts/it.json' with { type: 'json' };
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import { ValueList } from '../../src/ui/card.ts';
import { Code } from '../../src/ui/codes.tsx';
import { labelText } from './labels.ts';
import { NextLink } from './NextLink.tsx';
import { Bar, Failure } from '../../src/ui/loadStates.tsx';
import { useLoad } from '../../src/ui/useLoad.ts';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  & p {
    margin: 0;
    line-height: 1.5;
  }
  & h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

// Stands for the contract code in the sentence, so the code can be set whole (never broken at
// its hyphens) wherever the language puts it.
const mark = '\u2063';

function withCode(sentence: string, code: string): ReactNode {
  const [before, ...after] = sentence.split(mark);
  return after.length === 0 ? (
    sentence
  ) : (
    <>
      {before}
      <Code>{code}</Code>
      {after.join(code)}
    </>
  );
}

/**
 * A request on a contract (GET /api/contract/dialog/{id}/kind/{kind}), in the page's modal
 * (a native <dialog>: focus stays inside, Escape and × close it, focus returns to the button):
 * what the request does, the contract's facts it needs, and where it is made. The reference
 * API makes every request through the contacts page's form (its `next`), so the dialog says
 * so and leads there; it sends nothing itself.
 */
export function RequestDialog(props: {
  calls: AreaCalls;
  contractId: string;
  kind: ContractDialogKind | undefined;
  title: string;
  onClose: () => void;
}) {
  const { calls, contractId, kind, title, onClose } = props;
  const { t } = useTranslationWith(italian);
  const load = useMemo(
    () => (kind === undefined ? undefined : () => calls.contractDialog(contractId, kind)),
    [calls, contractId, kind],
  );
  const [state, retry] = useLoad(load);
  return (
    <ModalFrame open={kind !== undefined} title={title} fullscreen="mobile" onClose={onClose}>
      {state.phase === 'loading' && (
        <Body role="status" aria-busy="true" aria-label={t('areaContracts.dialog.loading')}>
          {[90, 75, 60].map((width) => (
            <Bar key={width} aria-hidden="true" $width={`${width}%`} />
          ))}
        </Body>
      )}
      {state.phase === 'failed' && (
        <Failure
          text={t('areaContracts.dialog.failed')}
          retryLabel={t('areaContracts.retry')}
          onRetry={retry}
        />
      )}
      {state.phase === 'loaded' && (
        <Body>
          <p>{labelText(t, state.value.text)}</p>
          {state.value.rows.length > 0 && (
            <>
              <h3>{t('areaContracts.dialog.facts')}</h3>
              <ValueList>
                {state.value.rows.map((row, index) => (
                  <div key={index}>
                    <dt>{labelText(t, row.label)}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </ValueList>
            </>
          )}
          <p>{withCode(t('areaContracts.dialog.how', { code: mark }), state.value.contractId)}</p>
          <div>
            <NextLink to={state.value.next}>{t('areaContracts.dialog.go')}</NextLink>
          </div>
        </Body>
      )}
    </ModalFrame>
  );
}
