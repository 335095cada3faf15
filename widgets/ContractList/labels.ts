import type { TFunction } from 'i18next';

/**
 * A label the contract calls name (`area_contract_pod`, `area_dialog_voltura_title`): its text
 * in this widget's catalogue, or (info-rows schema) the label as written when no key has it.
 */
export function labelText(t: TFunction, label: string): string {
  return t(`areaContracts.labels.${label}`, { defaultValue: label });
}
