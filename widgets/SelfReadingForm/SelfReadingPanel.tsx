import { useState } from 'react';
import { useFormTranslation } from '../../src/i18n/formTexts.ts';
import { useHost } from '../../src/state/host.ts';
import { selfReadingWindowRule } from '../../src/domain/selfReading.ts';
import { FieldFrame, Select } from '../../src/ui/form/index.ts';
import type { GasSupply } from './gasSupplies.ts';
import { ClosedWindow } from './ClosedWindow.tsx';
import { MemoButton } from './MemoButton.tsx';
import { ReadingForm } from './ReadingForm.tsx';
import { Note, Panel } from './styles.ts';
import { useEnterDays } from './useEnterDays.ts';

/**
 * The form's chunk (spec §4 "Gas self-reading"): the supply picker when there is more than one
 * gas supply (with one it is chosen), the enter-days call on each choice, then the reading's
 * form, or, when the answer is 0, the "no entering days" text; the reminder button in both.
 */
export default function SelfReadingPanel({ supplies }: { supplies: GasSupply[] }) {
  const { t } = useFormTranslation();
  const [chosen, setChosen] = useState(0);
  const supply = supplies[chosen] ?? supplies[0];
  const supplier = useHost((state) => state.settings?.supplier) ?? '';
  const rule = useHost((state) => selfReadingWindowRule(state.settings?.selfReadingWindow));
  const days = useEnterDays(supplier, supply?.siteId);
  if (!supply) return null;
  const name = (item: GasSupply, index: number) =>
    item.pdr === ''
      ? t('forms.selfReading.supplyUnnamed', { number: index + 1 })
      : t('forms.selfReading.supplyPdr', { code: item.pdr });
  return (
    <Panel aria-label={t('forms.selfReading.title')}>
      {supplies.length > 1 ? (
        <FieldFrame label={t('forms.selfReading.supply')}>
          {(control) => (
            <Select
              {...control}
              value={String(chosen)}
              onChange={(event) => {
                setChosen(Number(event.target.value));
              }}
            >
              {supplies.map((item, index) => (
                <option key={item.siteId} value={String(index)}>
                  {name(item, index)}
                </option>
              ))}
            </Select>
          )}
        </FieldFrame>
      ) : (
        <Note>{name(supply, 0)}</Note>
      )}
      <Note>{t(`forms.selfReading.window.${rule}`)}</Note>
      {days.state === 'loading' && <p role="status">{t('forms.selfReading.checking')}</p>}
      {days.state === 'closed' && <ClosedWindow />}
      {days.state === 'open' && (
        // A new supply is a new form: a value typed for one meter is never sent for another.
        <ReadingForm key={supply.siteId} supply={supply} supplier={supplier} daysLeft={days.days} />
      )}
      {/* §2: the form's reminder button, open window or not (§8: with 0 days, under the text). */}
      <MemoButton supply={supply} supplier={supplier} rule={rule} />
    </Panel>
  );
}
