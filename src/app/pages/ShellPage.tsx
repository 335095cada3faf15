import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePageApi, type HostSettings } from '../../api/index.ts';
import { askedLanguage, rememberedLanguage } from '../../i18n/choice.ts';
import { useTranslationWith } from '../../i18n/fallbackTexts.ts';
import { applyCatalogue } from '../../i18n/page.ts';
import italian from '../../i18n/routes/it.json' with { type: 'json' };
import { useShellStore } from '../../state/shell.ts';
import { loadLanguage, pickLocale } from '../loadBill.ts';
import { PageApiProvider } from '../pageApi.tsx';

/** The host a page that loads nothing of its own shows with: its settings, or none. */
type Hosted = { host: HostSettings | undefined };

/**
 * A page that loads nothing of its own (not-found, the not-authenticated state, registration,
 * the customer area): the host's settings come through the shell's one request per page, the
 * host's catalogue of the language remembered or asked for (`lang`) or of its default, and the
 * host is published so the shell draws its look and footer around the page. The page shows
 * once that is settled, in its language; without settings (the host did not answer), it shows
 * in the bundled Italian without a host.
 */
export function ShellPage(props: { children: (hosted: Hosted) => ReactNode }) {
  useRouteTexts();
  return (
    <PageApiProvider>
      <HostedPage>{props.children}</HostedPage>
    </PageApiProvider>
  );
}

/**
 * These pages' texts are a catalogue file of their own (`src/i18n/routes/`, decision 207, as
 * the forms' are, decision 199): the server merges it into every host's catalogue, and its
 * Italian comes with these pages as the fallback, never over a host's wording.
 */
function useRouteTexts(): void {
  useTranslationWith(italian);
}

function HostedPage(props: { children: (hosted: Hosted) => ReactNode }) {
  const hosted = useShellHost();
  return hosted === undefined ? null : props.children(hosted);
}

function useShellHost(): Hosted | undefined {
  const { i18n } = useTranslation();
  const { api } = usePageApi();
  const { search } = useLocation();
  const shell = useShellStore();
  const [hosted, setHosted] = useState<Hosted>();
  const lang = new URLSearchParams(search).get('lang');
  useEffect(() => {
    let live = true;
    const { hostSettings, setHost } = shell.getState();
    void hostSettings(api.hostSettings).then(async (answer) => {
      if (!answer.ok) {
        console.error('[quadro] the host settings did not load', answer.failure);
        if (live) setHosted({ host: undefined });
        return;
      }
      const host = answer.value;
      // The customer's remembered choice first, as on the bill (decision 213).
      const asked = askedLanguage(host.locales, rememberedLanguage(), lang);
      const language = await loadLanguage(api, pickLocale(host, asked));
      if (!live) return;
      await applyCatalogue(i18n, language.lang, language.catalogue);
      setHost(host);
      setHosted({ host });
    });
    return () => {
      live = false;
    };
  }, [api, shell, i18n, lang]);
  return hosted;
}
