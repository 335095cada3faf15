import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { AreaCalls, ContractDialogKind } from '../../src/api/areaCalls.ts';
import italian from '../../src/i18n/area-contracts/it.json' with { type: 'json' };
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import { focusRing, outlinedPill } from '../../src/ui/buttons.ts';
import { labelText } from './labels.ts';
import { Bar, Failure, Notice } from '../../src/ui/loadStates.tsx';
import { RequestDialog } from './RequestDialog.tsx';
import { useLoad } from '../../src/ui/useLoad.ts';

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  & > h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const RequestButton = styled.button`
  ${outlinedPill}
  ${focusRing}
  line-height: 1.3;
  @media (max-width: 599px) {
    width: 100%;
  }
`;

/**
 * The requests a contract offers (GET /api/contract/dialog/headers/{id}), a button each that
 * opens its dialog; one that offers none (an ended contract) says so.
 */
export function ContractRequests(props: { calls: AreaCalls; contractId: string }) {
  const { calls, contractId } = props;
  const { t } = useTranslationWith(italian);
  const headingId = useId();
  const load = useMemo(() => () => calls.contractDialogs(contractId), [calls, contractId]);
  const [state, retry] = useLoad(load);
  const [open, setOpen] = useState<{ kind: ContractDialogKind; title: string }>();
  return (
    <Group role="group" aria-labelledby={headingId} aria-busy={state.phase === 'loading'}>
      <h3 id={headingId}>{t('areaContracts.requests.title')}</h3>
      {state.phase === 'loading' ? (
        <Bar aria-hidden="true" $width="60%" $height={44} />
      ) : state.phase === 'failed' ? (
        <Failure
          text={t('areaContracts.requests.failed')}
          retryLabel={t('areaContracts.retry')}
          onRetry={retry}
        />
      ) : state.value.dialogs.length === 0 ? (
        <Notice as="p">{t('areaContracts.requests.none')}</Notice>
      ) : (
        <Buttons>
          {state.value.dialogs.map((dialog) => (
            <RequestButton
              key={dialog.kind}
              type="button"
              aria-haspopup="dialog"
              onClick={() => {
                setOpen({ kind: dialog.kind, title: labelText(t, dialog.title) });
              }}
            >
              {labelText(t, dialog.title)}
            </RequestButton>
          ))}
        </Buttons>
      )}
      <RequestDialog
        calls={calls}
        contractId={contractId}
        kind={open?.kind}
        title={open?.title ?? ''}
        onClose={() => {
          setOpen(undefined);
        }}
      />
    </Group>
  );
}
