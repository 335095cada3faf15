import type { CustomerProfile } from '../../schemas/types/customer-profile.gen.ts';
import { ValueList } from '../../src/ui/card.ts';
import { useProfileTexts } from './texts.ts';

/**
 * What only the supplier changes (decision 242): the name, fiscal code or VAT number, customer
 * code and postal address, shown as label/value lines.
 */
export function ProfileData({ profile }: { profile: CustomerProfile }) {
  const { t } = useProfileTexts();
  const rows: [string, string][] = [
    ['area_profile.name', profile.name],
    [
      profile.kind === 'business' ? 'area_profile.vat_number' : 'area_profile.fiscal_code',
      profile.fiscalCode,
    ],
    ['area_profile.customer_code', profile.idAnagrafica],
    ['area_profile.address', profile.address.join(', ')],
  ];
  return (
    <ValueList>
      {rows
        .filter(([, value]) => value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </ValueList>
  );
}
