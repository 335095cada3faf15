import { useEffect, useMemo, useState } from 'react';
import type { Template } from '../../../engine/index.ts';
import { useTranslationWith } from '../../../i18n/fallbackTexts.ts';
import { applyCatalogue, type Catalogue } from '../../../i18n/page.ts';
import italian from '../../../i18n/playground/it.json' with { type: 'json' };
import type { BillInput } from '../../../state/bill.ts';
import { BillProvider, createBillStore } from '../../../state/bill.ts';
import { themeStyle } from '../../hostTheme.ts';
import { isFrameState, readyMessage, type FrameState } from './frame.ts';
import { TemplateView } from '../../TemplateView.tsx';
import { HiddenMarker } from './HiddenMarker.tsx';

/**
 * `/playground/frame`: one of the playground's frames (ADR 0037), the bill through the same
 * pipeline as the bill route and /preview (TemplateView), with its hidden places marked. Its width is the device's,
 * so the bill takes its real layout; it shows what the playground posts it (the effective
 * template, the bill, the host's look and texts) and says when it is ready for it.
 */
export default function FramePage() {
  const { t, i18n } = useTranslationWith(italian);
  const [state, setState] = useState<FrameState>();
  const [bill] = useState(() => createBillStore());
  const [locale, setLocale] = useState<string>();
  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.source !== window.parent) return;
      if (isFrameState(event.data)) setState(event.data.state);
    };
    window.addEventListener('message', receive);
    window.parent.postMessage({ kind: readyMessage }, location.origin);
    return () => {
      window.removeEventListener('message', receive);
    };
  }, []);
  const look = state?.look;
  useEffect(() => {
    if (!look) return;
    let live = true;
    void applyCatalogue(i18n, look.locale, look.catalogue as Catalogue).then(() => {
      if (live) setLocale(look.locale);
    });
    return () => {
      live = false;
    };
  }, [look, i18n]);
  useEffect(() => {
    // The bill comes from the server's sample (checked there) or was pasted by the
    // configurator, who owns what it holds: it reaches widgets as the bill route's would.
    if (state) bill.getState().setBill(state.bill as BillInput);
  }, [state, bill]);
  const style = useMemo(() => (look ? themeStyle(look.settings) : undefined), [look]);
  if (!state || locale === undefined) return <p aria-busy="true">{t('playground.waiting')}</p>;
  return (
    <div style={style}>
      <BillProvider store={bill}>
        <TemplateView
          template={state.template as Template}
          host={state.look.settings}
          locale={locale}
          hiddenMarker={HiddenMarker}
        />
      </BillProvider>
    </div>
  );
}
