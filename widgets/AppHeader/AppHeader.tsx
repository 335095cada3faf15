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
 * Phones (under 600 px, DESIGN "Phone first") put the description lines on their own row, so
 * the logos and the two buttons keep one tidy line; wider screens keep everything on one row.
 */
const Bar = styled.div`
  position: sticky;
  top: 0;
  z-index: 2;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto auto;
  grid-template-areas: 'brand . service actions' 'lines lines lines lines';
  align-items: center;
  column-gap: 12px;
  row-gap: 4px;
  min-height: 64px;
  padding: 8px 8px 8px 16px;
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
  return (
    <Bar role="group" aria-label={t('widgets.appHeader.label')}>
      {lines.length > 0 && (
        <Lines>
          {lines.map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </Lines>
      )}
      <Service>
        {serviceLogo !== undefined && (
          <SafeImage key={serviceLogo} src={serviceLogo} alt={t('widgets.appHeader.serviceLogo')} />
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
  );
}
