import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBill } from '../../src/state/bill.ts';
import { CardLink, CardTitle, ValueList, WidgetCard } from '../../src/ui/card.ts';
import { SafeImage } from '../../src/ui/SafeImage.tsx';
import { readContacts } from './contacts.ts';
import type { ContactsCardProps } from './props.gen.ts';

const Lines = styled(ValueList)`
  gap: 0;
  & > div {
    align-items: center;
    min-height: 44px;
  }
  & dd {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  & img {
    height: 24px;
    width: auto;
  }
`;

/** Spec §2 "Contacts card": how to reach the supplier; nothing at all when the bill has no contact. */
export function ContactsCard({ titleKey, extended = true }: ContactsCardProps) {
  const { t } = useTranslation();
  const doc = useBill((state) => state.doc);
  const contacts = useMemo(() => readContacts(doc, extended), [doc, extended]);
  if (contacts.lines.length === 0) return null;
  const title = t(titleKey ?? 'widgets.contactsCard.title');
  return (
    <WidgetCard aria-label={title}>
      <CardTitle>{title}</CardTitle>
      <Lines>
        {contacts.lines.map((line) => (
          <div key={line.key}>
            <dt>{t(`widgets.contactsCard.${line.key}`)}</dt>
            <dd>
              {line.key === 'phone1' && contacts.phoneImage !== undefined && (
                <SafeImage key={contacts.phoneImage} src={contacts.phoneImage} />
              )}
              {line.href === undefined ? (
                line.text
              ) : (
                <CardLink href={line.href}>{line.text}</CardLink>
              )}
            </dd>
          </div>
        ))}
      </Lines>
    </WidgetCard>
  );
}
