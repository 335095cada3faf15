import { useChromeTranslation } from '../chromeTexts.ts';
import styled from 'styled-components';
import type { HostSettings } from '../../../../schemas/types/host-settings.gen.ts';
import { useShell } from '../../../state/shell.ts';
import { VisuallyHidden } from '../../../ui/visuallyHidden.ts';
import { focusRing } from '../../../ui/buttons.ts';
import { CardLink } from '../../../ui/card.ts';
import { reviewConsent } from '../cookies/consent.ts';
import { useFirstProviderLanding } from '../cookies/landing.ts';
import { isEmptyFooter, readFooter } from './footer.ts';
import { SocialIcon } from './SocialIcon.tsx';

/**
 * The `contentinfo` landmark, outside `<main>`, in the page's 1200 px column with the padding of
 * src/app/Page.tsx, so the band lines up with the cards above it.
 */
const Landmark = styled.footer`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 16px 24px;
  @media (max-width: 599.98px) {
    padding: 0 12px 16px;
  }
`;

/** A quiet band under the page: muted small type, on the card surface so contrast is the host's. */
const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  padding: 24px 16px;
  background: var(--q-surface, #fff);
  color: var(--q-text-muted, #52606d);
  border-top: 1px solid var(--q-border, #d0d7de);
  border-radius: var(--q-radius, 12px);
  font-size: 0.875rem;
  line-height: 1.5;
  overflow-wrap: anywhere;
  min-width: 0;
  @media (min-width: 600px) {
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: 24px;
    padding: 24px;
  }
`;

const Name = styled.p`
  grid-column: 1;
  margin: 0;
  color: var(--q-text, #1f2933);
  font-size: 1rem;
  font-weight: 600;
`;

const Row = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: 16px;
  min-width: 0;
`;

const Contacts = styled(Row)`
  grid-column: 1;
`;

/** Spans both columns on wide screens, so the legal text keeps its full measure. */
const Legal = styled.div`
  grid-column: 1 / -1;
  padding-top: 12px;
  border-top: 1px solid var(--q-muted, #e6eaee);
  &:first-child {
    padding-top: 0;
    border-top: 0;
  }
  & > p {
    margin: 0;
  }
  & > p + p {
    margin-top: 4px;
  }
`;

/** The 44 px targets are wider than their glyphs: the margin lines the glyphs up with the text. */
const Social = styled(Row)`
  column-gap: 4px;
  align-self: start;
  margin-inline-start: -11px;
  @media (min-width: 600px) {
    margin-inline: 0 -11px;
    grid-column: 2;
    grid-row: 1 / span 2;
    justify-content: flex-end;
  }
`;

const SocialLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 999px;
  color: var(--q-text-muted, #52606d);
  &:hover {
    color: var(--q-primary, #0b5cad);
    background: var(--q-muted, #e6eaee);
  }
  ${focusRing}
`;

/** The Garante's way back to the cookie choice at any time: a link-like button. */
const Preferences = styled.button`
  grid-column: 1 / -1;
  justify-self: start;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: var(--q-primary, #0b5cad);
  font: inherit;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  border-radius: 4px;
  ${focusRing}
`;

/**
 * The footer of every page (spec §2 "Footers carry the supplier's social links, contacts and
 * legal lines", §3 "Social data"; issue 17), from the settings of the host the route loaded:
 * the shell draws it under the route's `<main>`. Nothing when the host gives nothing to show.
 */
export default function SiteFooter({ host }: { host: HostSettings }) {
  const { t, i18n } = useChromeTranslation();
  const content = readFooter(host, (key) => {
    if (!i18n.exists(key)) return false;
    // A key naming a group of texts is no line: t would answer an object (or a warning string).
    const text: unknown = t(key, { returnObjects: true });
    return typeof text === 'string' && text.trim() !== '';
  });
  const { contacts } = content;
  // No way back to a banner the page leaves out (spec §2, decision 557).
  const landing = useFirstProviderLanding();
  const cookies = useShell((state) => state.cookieBanner) && !landing;
  if (isEmptyFooter(content)) return null;
  const newTab = t('widgets.footer.newTab');
  return (
    <Landmark>
      <Bar>
        {content.supplierName !== undefined && <Name>{content.supplierName}</Name>}
        {contacts.length > 0 && (
          <Contacts aria-label={t('widgets.footer.contacts')}>
            {contacts.map(({ text, href }, index) => (
              <li key={index}>
                {href === undefined ? text : <CardLink href={href}>{text}</CardLink>}
              </li>
            ))}
          </Contacts>
        )}
        {content.social.length > 0 && (
          <Social aria-label={t('widgets.footer.social')}>
            {content.social.map(({ network, url }) => (
              <li key={network}>
                <SocialLink href={url} target="_blank" rel="noopener noreferrer">
                  <SocialIcon network={network} />
                  <VisuallyHidden>
                    {t(`widgets.footer.networks.${network}`)} {newTab}
                  </VisuallyHidden>
                </SocialLink>
              </li>
            ))}
          </Social>
        )}
        {content.lineKeys.length > 0 && (
          <Legal>
            {content.lineKeys.map((key, index) => (
              <p key={index}>{t(key)}</p>
            ))}
          </Legal>
        )}
        {cookies && (
          // Last, so that it may go (a page without the banner) without moving anything.
          <Preferences
            type="button"
            onClick={() => {
              reviewConsent(true);
            }}
          >
            {t('chrome.cookies.preferences')}
          </Preferences>
        )}
      </Bar>
    </Landmark>
  );
}
