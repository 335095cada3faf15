import {
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { useChromeTranslation } from '../chromeTexts.ts';
import type { HostSettings } from '../../../../schemas/types/host-settings.gen.ts';
import { webUrl } from '../../../domain/urls.ts';
import { useShell } from '../../../state/shell.ts';
import { useFirstProviderLanding } from './landing.ts';
import { VisuallyHidden } from '../../../ui/visuallyHidden.ts';
import { FirstViewContext } from '../../firstViewContext.ts';
import { themeStyle } from '../../hostTheme.ts';
import {
  browserStorage,
  isReviewingConsent,
  mustAskConsent,
  saveConsent,
  subscribeConsent,
  type ConsentChoice,
} from './consent.ts';
import { sendConsent } from './record.ts';
import { Actions, Choice, Close, Inner, Panel, Text, Title } from './CookieBanner.styles.ts';

const asksNothing = (): boolean => false;

/** The custom property the shell's frame leaves free under the page while the banner shows. */
export const bannerSpace = '--q-cookie-banner-space';

/**
 * The cookie banner (spec §2; issue 17, decisions 223–225), as the Garante's cookie guidelines
 * ask of an Italian site: "Accetta" and "Rifiuta" side by side in one style, a close button
 * that refuses, the host's cookie policy when it names one, and the answer remembered
 * (./consent.ts). A bill's first view rendered on the server has it when the request's cookie
 * held no answer (ADR 0028), so it paints with the bill; hydration draws what the server drew. Fixed at the bottom of the viewport, and the frame keeps its
 * height free under the footer, so nothing stays covered once the page is scrolled to its end;
 * it appears in that space below the first screen, so nothing moves (no layout shift). Not a
 * dialog: the page stays usable, and focus stays where the customer has it.
 */
export default function CookieBanner({ host }: { host: HostSettings }) {
  const { t } = useChromeTranslation();
  const landing = useFirstProviderLanding();
  const wanted = useShell((state) => state.cookieBanner) && !landing;
  const serverAsked = useContext(FirstViewContext)?.askConsent === true;
  const review = useSyncExternalStore(subscribeConsent, isReviewingConsent, asksNothing);
  const ask = useSyncExternalStore(subscribeConsent, mustAskConsent, () => serverAsked);
  const shown = wanted && (ask || review);
  const panel = useRef<HTMLElement>(null);
  useReservedSpace(panel, shown);
  // Asked for from the footer, the choice takes the focus; shown by itself, it leaves it be.
  useEffect(() => {
    if (review) panel.current?.querySelector('button')?.focus();
  }, [review]);
  const titleId = useId();
  if (!shown) return null;
  const choose = (choice: ConsentChoice) => {
    const consent = saveConsent(browserStorage(), choice, new Date());
    if (host.recordCookieConsent === true) sendConsent(consent);
  };
  const policy = webUrl(host.cookiePolicyUrl);
  return (
    <Panel ref={panel} aria-labelledby={titleId} style={themeStyle(host)}>
      <Inner>
        <Title id={titleId}>{t('chrome.cookies.title')}</Title>
        <Text>
          {t('chrome.cookies.text')}{' '}
          {policy !== undefined && (
            <a href={policy} target="_blank" rel="noopener noreferrer">
              {t('chrome.cookies.policy')}{' '}
              <VisuallyHidden>{t('widgets.footer.newTab')}</VisuallyHidden>
            </a>
          )}
        </Text>
        <Actions>
          <Choice
            type="button"
            onClick={() => {
              choose('rejected');
            }}
          >
            {t('chrome.cookies.reject')}
          </Choice>
          <Choice
            type="button"
            onClick={() => {
              choose('accepted');
            }}
          >
            {t('chrome.cookies.accept')}
          </Choice>
        </Actions>
        <Close
          type="button"
          aria-label={t('chrome.cookies.close')}
          onClick={() => {
            choose('rejected');
          }}
        >
          <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth={2} fill="none" />
          </svg>
        </Close>
      </Inner>
    </Panel>
  );
}

/**
 * Keeps the banner's height free under the page (the frame's bottom margin reads it), so the
 * footer can be scrolled above the banner; the space goes with the banner.
 */
function useReservedSpace(panel: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = panel.current;
    const root = document.documentElement;
    if (!shown || element === null) return;
    const reserve = () => {
      root.style.setProperty(bannerSpace, `${element.offsetHeight}px`);
    };
    reserve();
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(bannerSpace);
    };
  }, [panel, shown]);
}
