import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import { useMedia } from '../../src/api/context.ts';
import type { MediaSource } from '../../src/api/media.ts';
import { dataText } from '../../src/domain/flags.ts';
import { useSnackbar } from '../../src/state/snackbar.ts';
import { pdfFileName, saveBlob } from '../../src/ui/saveFile.ts';
import { Icon } from '../../src/ui/statusIcons.tsx';
import { PayControl } from '../../src/ui/buttons.ts';

/**
 * The payable slip's download (spec §2 pay-now buttons, §7 media call): the file the document's
 * `detail` names, saved as the document number plus .pdf; "Download in corso..." meanwhile
 * (§4); a failure is logged (§8) and said in the snackbar (issue 17, decision 226).
 */
export function SlipButton({
  doc,
  source,
  primary,
}: {
  doc: BillDocument | undefined;
  source: MediaSource;
  primary: boolean;
}) {
  const { t } = useTranslation();
  const { downloadMedia } = useMedia();
  const [downloading, setDownloading] = useState(false);
  const { show } = useSnackbar();
  const download = async () => {
    setDownloading(true);
    const answer = await downloadMedia(dataText(doc?.detail), source);
    setDownloading(false);
    if (answer.ok) saveBlob(answer.blob, pdfFileName(doc?.document_number));
    else {
      console.warn('[quadro] slip download failed', answer.failure);
      show({ textKey: 'chrome.snackbar.slipFailed' });
    }
  };
  return (
    <PayControl
      type="button"
      $primary={primary}
      disabled={downloading}
      aria-busy={downloading}
      onClick={() => {
        void download();
      }}
    >
      <Icon name="download" size={18} />
      {downloading ? t('widgets.paymentCard.slipDownloading') : t('widgets.paymentCard.slip')}
    </PayControl>
  );
}
