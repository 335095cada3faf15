import { useMemo } from 'react';
import styled from 'styled-components';
import type { Supply } from '../../schemas/types/bill-document.gen.ts';
import type { AreaCalls } from '../../src/api/areaCalls.ts';
import type { Loaded } from '../../src/api/types.ts';
import { amountText } from '../../src/domain/amounts.ts';
import { formatBillDate } from '../../src/domain/dates.ts';
import { dataText } from '../../src/domain/flags.ts';
import { detailLines } from '../../src/domain/supplies.ts';
import italian from '../../src/i18n/area-contracts/it.json' with { type: 'json' };
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import type { Contract } from '../../schemas/types/contract.gen.ts';
import type { ContractSections } from '../../schemas/types/contract-sections.gen.ts';
import type { InfoRows } from '../../schemas/types/info-rows.gen.ts';
import { ValueList } from '../../src/ui/card.ts';
import { useNumberLocale } from '../../src/ui/useNumberLocale.ts';
import { labelText } from './labels.ts';
import { Bar, Failure, Notice } from '../../src/ui/loadStates.tsx';
import { useLoad } from '../../src/ui/useLoad.ts';

interface Details {
  contract: Contract;
  sections: ContractSections['sections'];
  rows: InfoRows['rows'];
}

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  & > h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

/** Rows that repeat what the contract's card shows already above its details. */
const onTheCard = new Set([
  'area_contract_code',
  'area_contract_pod',
  'area_contract_pdr',
  'area_contract_address',
  'area_contract_start',
  'area_contract_offer',
]);

/** The three calls a contract's details need, as one answer: all of them, or the first failure. */
async function loadDetails(calls: AreaCalls, id: string): Promise<Loaded<Details>> {
  const [contract, sections, rows] = await Promise.all([
    calls.contract(id),
    calls.contractSections(id),
    calls.contractRows(id),
  ]);
  if (!contract.ok) return contract;
  if (!sections.ok) return sections;
  if (!rows.ok) return rows;
  const value = {
    contract: contract.value,
    sections: sections.value.sections,
    rows: rows.value.rows,
  };
  return { ok: true, value };
}

/**
 * A contract's details on demand (spec §1 "contracts (headers, details, dialogs)"): its
 * further rows (GET /api/contract/moreinfo/headers/{id}, less those the card shows), then its details
 * (GET /api/contract/details/{id}) grouped under the headings GET
 * /api/contract/details/headers/{id} names, each value by the bill's rule for that detail
 * (dates d/m/Y, quantities with their unit: the supply card's, src/domain/supplies.ts).
 */
export function ContractDetails(props: { calls: AreaCalls; contractId: string }) {
  const { calls, contractId } = props;
  const { t } = useTranslationWith(italian);
  const locale = useNumberLocale();
  const load = useMemo(() => () => loadDetails(calls, contractId), [calls, contractId]);
  const [state, retry] = useLoad(load);
  if (state.phase === 'loading') {
    return (
      <Group role="status" aria-busy="true" aria-label={t('areaContracts.details.loading')}>
        {[70, 60, 75].map((width) => (
          <Bar key={width} aria-hidden="true" $width={`${width}%`} />
        ))}
      </Group>
    );
  }
  if (state.phase === 'failed') {
    return (
      <Failure
        text={t('areaContracts.details.failed')}
        retryLabel={t('areaContracts.retry')}
        onRetry={retry}
      />
    );
  }
  const { contract, sections } = state.value;
  const rows = state.value.rows.filter((row) => !onTheCard.has(row.label));
  const values = contract.details ?? {};
  // A contract's details are its latest bill's dettagli_fornitura (decision 243): the bill's
  // rule formats them, reading each value tolerantly whatever its type (decision 2).
  const supply: Supply = {
    tipo_punto: contract.tipo_punto,
    dettagli_fornitura: values,
  };
  const formatted = new Map(detailLines(supply, locale).map((line) => [line.key, line.text]));
  const shown = sections
    .map((section) => ({
      ...section,
      lines: section.fields
        .map((field) => ({ field, text: formatted.get(field) ?? dataText(values[field]) }))
        .filter((line) => line.text !== ''),
    }))
    .filter((section) => section.lines.length > 0);
  if (rows.length === 0 && shown.length === 0) {
    return <Notice as="p">{t('areaContracts.details.empty')}</Notice>;
  }
  return (
    <>
      {rows.length > 0 && (
        <Group>
          <h3>{t('areaContracts.details.info')}</h3>
          <ValueList>
            {rows.map((row, index) => (
              <div key={index}>
                <dt>{labelText(t, row.label)}</dt>
                <dd>{rowValue(row, locale)}</dd>
              </div>
            ))}
          </ValueList>
        </Group>
      )}
      {shown.map((section) => (
        <Group key={section.key}>
          <h3>{labelText(t, section.title)}</h3>
          <ValueList>
            {section.lines.map(({ field, text }) => (
              <div key={field}>
                <dt>{t(`widgets.supplyCard.detail.${field}`, { defaultValue: field })}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </ValueList>
        </Group>
      ))}
    </>
  );
}

/** An info row's value as its format says (info-rows schema): a date, euro, or as written. */
function rowValue(row: InfoRows['rows'][number], locale: string): string {
  if (row.format === 'date') {
    const date = formatBillDate(row.value);
    return date === '' ? row.value : date;
  }
  if (row.format === 'amount') return amountText(row.value, 2, locale);
  return row.value;
}
