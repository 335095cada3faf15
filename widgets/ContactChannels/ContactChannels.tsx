import { useId, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ContactsInfo } from '../../src/api/contactCalls.ts';
import { useArea } from '../../src/state/area.ts';
import { CardLink, CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { Failure } from '../../src/ui/loadStates.tsx';
import { useLoad } from '../../src/ui/useLoad.ts';
import { dayNames, safeUrl, telHref } from './hours.ts';
import type { ContactChannelsProps } from './props.gen.ts';
import { ChannelsSkeleton } from './Skeleton.ts';
import { useProfileTexts } from './texts.ts';

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: 4px;
  & > h3 {
    margin: 0;
    font-size: 1rem;
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    column-gap: 12px;
  }
  & p {
    margin: 0;
  }
`;

const Muted = styled.span`
  color: var(--q-text-muted, #52606d);
`;

/**
 * The supplier's contact channels (issue 18, decision 270): phones and addresses as `tel:` and
 * `mailto:` links, hours with the days in the page's language, the distributors' emergency
 * numbers and the offices. The same for every customer of the host: read once per page.
 */
export function ContactChannels({ offices = true }: ContactChannelsProps) {
  const { t, i18n } = useProfileTexts();
  const area = useArea();
  const titleId = useId();
  const calls = area?.calls;
  const load = useMemo(() => calls && (() => calls.contacts()), [calls]);
  const [state, retry] = useLoad<ContactsInfo>(load);

  if (!area) return <p role="status">{t('area_profile.outside_area')}</p>;
  const hours = (entries: ContactsInfo['hours']) => (
    <ul>
      {entries.map((entry) => (
        <li key={`${entry.days.join()}-${entry.opens}`}>
          {t('area_profile.hours_range', {
            days: dayNames(i18n.language, entry.days),
            opens: entry.opens,
            closes: entry.closes,
          })}
        </li>
      ))}
    </ul>
  );
  let body: ReactNode;
  if (state.phase === 'loaded') {
    const info = state.value;
    body = (
      <>
        {info.phones.length > 0 && (
          <Group aria-labelledby={`${titleId}-phones`}>
            <h3 id={`${titleId}-phones`}>{t('area_profile.phones')}</h3>
            <ul>
              {info.phones.map((phone) => (
                <li key={phone.number}>
                  <CardLink href={telHref(phone.number)}>{phone.number}</CardLink>
                  <Muted>{t(`area_profile.phone_${phone.kind}`)}</Muted>
                </li>
              ))}
            </ul>
          </Group>
        )}
        {info.hours.length > 0 && (
          <Group aria-labelledby={`${titleId}-hours`}>
            <h3 id={`${titleId}-hours`}>{t('area_profile.hours')}</h3>
            {hours(info.hours)}
          </Group>
        )}
        {info.emails.length > 0 && (
          <Group aria-labelledby={`${titleId}-emails`}>
            <h3 id={`${titleId}-emails`}>{t('area_profile.emails')}</h3>
            <ul>
              {info.emails.map((email) => (
                <li key={email.address}>
                  <Muted>{t(`area_profile.email_${email.kind}`)}</Muted>
                  <CardLink href={`mailto:${email.address}`}>{email.address}</CardLink>
                </li>
              ))}
            </ul>
          </Group>
        )}
        {info.emergency.length > 0 && (
          <Group aria-labelledby={`${titleId}-emergency`}>
            <h3 id={`${titleId}-emergency`}>{t('area_profile.emergency')}</h3>
            <ul>
              {info.emergency.map((line) => (
                <li key={`${line.commodity}-${line.number}`}>
                  <Muted>{t(`area_profile.emergency_${line.commodity}`)}</Muted>
                  <CardLink href={telHref(line.number)}>{line.number}</CardLink>
                  {line.distributor !== undefined && <Muted>{line.distributor}</Muted>}
                </li>
              ))}
            </ul>
          </Group>
        )}
        {offices && info.offices.length > 0 && (
          <Group aria-labelledby={`${titleId}-offices`}>
            <h3 id={`${titleId}-offices`}>{t('area_profile.offices')}</h3>
            {info.offices.map((office) => {
              const map = safeUrl(office.mapUrl);
              return (
                <div key={office.name}>
                  <p>
                    <strong>{office.name}</strong>
                  </p>
                  <p>{office.address.join(', ')}</p>
                  {office.hours && hours(office.hours)}
                  {map !== undefined && (
                    <CardLink href={map} target="_blank" rel="noopener noreferrer">
                      {t('area_profile.office_map', { name: office.name })}
                    </CardLink>
                  )}
                </div>
              );
            })}
          </Group>
        )}
      </>
    );
  } else if (state.phase === 'failed') {
    body = (
      <Failure
        text={t('area_profile.channels_error')}
        retryLabel={t('area_profile.retry')}
        onRetry={retry}
      />
    );
  } else {
    body = (
      <ChannelsSkeleton role="status" aria-busy="true" aria-label={t('area_profile.loading')} />
    );
  }
  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('area_profile.channels_title')}</CardTitle>
      {body}
    </WidgetCard>
  );
}
