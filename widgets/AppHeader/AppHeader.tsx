import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { serviceDescriptionLines } from '../../src/domain/header.ts';
import { useDialogs } from '../../src/engine/render/index.ts';
import { useBill } from '../../src/state/bill.ts';
import { NavIcon, type NavIconName } from '../../src/ui/navIcons.tsx';
import { SafeImage } from '../../src/ui/SafeImage.tsx';
import { imageUrl } from '../../src/domain/urls.ts';
import type { AppHeaderProps } from './props.gen.ts';
import { focusRing } from '../../src/ui/buttons.ts';

/**
 * Phones (under 600 px, DESIGN "Phone first") put the description lines under the bar, outside
 * it, so the sticky bar is one compact line of the logos and the two buttons (issue 30); wider
 * screens keep everything on one row.
 */
const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: 2;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto auto;
  grid-template-areas: 'brand . service actions';
  align-items: center;
  column-gap: 12px;
  row-gap: 4px;
  min-height: 56px;
  padding: 4px 4px 4px 12px;
  background: var(--q-surface, #fff);
  color: var(--q-text, #1f2933);
  border-bottom: 1px solid var(--q-border, #d0d7de);
  box-shadow: 0 1px 2px rgb(16 24 40 / 6%);
  min-width: 0;
  & img {
    display: block;
    object-fit: contain;
  }
  @media (min-width: 600px) {
    grid-template-areas: 'brand lines service actions';
    min-height: 64px;
    padding: 8px 16px 8px 24px;
  }
`;

const Service = styled.div`
  grid-area: service;
  display: flex;
  align-items: center;
  & > img {
    max-height: 36px;
    max-width: 88px;
  }
`;

const Lines = styled.div`
  grid-area: lines;
  min-width: 0;
  /* Phones: the lines leave the sticky bar (issue 30: it took 150 of 844 px) and scroll away
     under it as the first lines of the page; the bar keeps the logo and the two buttons. */
  &[data-place='bar'] {
    display: none;
  }
  &[data-place='page'] {
    padding: 8px 16px 0;
  }
  @media (min-width: 600px) {
    &[data-place='bar'] {
      display: block;
    }
    &[data-place='page'] {
      display: none;
    }
  }
  overflow-wrap: anywhere;
  & > p {
    margin: 0;
    font-size: 0.9375rem;
    line-height: 1.4;
  }
  & > p:first-child {
    font-weight: 600;
  }
  & > p + p {
    color: var(--q-text-muted, #52606d);
  }
`;

const Actions = styled.div`
  grid-area: actions;
  display: flex;
  gap: 4px;
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 999px;
  color: var(--q-primary, #0b5cad);
  background: transparent;
  cursor: pointer;
  &:hover {
    background: var(--q-muted, #e6eaee);
  }
  ${focusRing}
`;

/**
 * Template 5 "header" (spec §2 "Header" and "Template 5"): service lines and logo, help and
 * profile. The host's logo is the shell header's, above every page (issue 30, decision 507):
 * drawn here too it would show twice.
 */
export function AppHeader({ helpTrigger = 'help', profileTrigger = 'profile' }: AppHeaderProps) {
  const { t } = useTranslation();
  const { openDialog } = useDialogs();
  const doc = useBill((state) => state.doc);
  const lines = serviceDescriptionLines(doc);
  const serviceLogo = imageUrl(doc?.fatt_interattiva_data?.header?.logo_servizio);

  const buttons: [NavIconName, string, string][] = [
    ['help', helpTrigger, t('widgets.appHeader.help')],
    ['user', profileTrigger, t('widgets.appHeader.profile')],
  ];
  // One of the two places shows, by width (display: none hides the other from readers too).
  const descriptions = lines.map((line, index) => <p key={index}>{line}</p>);
  return (
    <>
      <Bar role="group" aria-label={t('widgets.appHeader.label')}>
        {lines.length > 0 && <Lines data-place="bar">{descriptions}</Lines>}
        <Service>
          {serviceLogo !== undefined && (
            <SafeImage
              key={serviceLogo}
              src={serviceLogo}
              alt={t('widgets.appHeader.serviceLogo')}
            />
          )}
        </Service>
        <Actions>
          {buttons.map(([icon, trigger, name]) => (
            <IconButton
              key={icon}
              type="button"
              aria-label={name}
              title={name}
              aria-haspopup="dialog"
              onClick={() => {
                openDialog(trigger);
              }}
            >
              <NavIcon name={icon} />
            </IconButton>
          ))}
        </Actions>
      </Bar>
      {lines.length > 0 && <Lines data-place="page">{descriptions}</Lines>}
    </>
  );
}
