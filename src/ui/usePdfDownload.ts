import { useCallback, useState } from 'react';
import { useMedia } from '../api/context.ts';
import { dataText } from '../domain/flags.ts';
import { useBill } from '../state/bill.ts';
import { useSnackbar } from '../state/snackbar.ts';
import { pdfFileName, saveBlob } from './saveFile.ts';

export interface PdfDownload {
  /** The document names a file (`detail`), so there is something to download. */
  available: boolean;
  /** A download is under way: say "Download in corso..." (spec §4). */
  downloading: boolean;
  download: () => Promise<void>;
}

/**
 * The bill's PDF download as widgets/PdfDownload does it, for other widgets that offer it (the
 * quick actions): the file of the document's `detail`, saved as the document number plus .pdf
 * with PdfDownload's own `pdfFileName` and `saveBlob` (spec §9). A failure, only logged in §8,
 * is also said in the snackbar (issue 17, decision 226): the button otherwise just stops.
 */
export function usePdfDownload(source: 'media' | 'mediacloud' = 'media'): PdfDownload {
  const detail = useBill((state) => dataText(state.doc?.detail));
  const documentNumber = useBill((state) => state.doc?.document_number);
  const { downloadMedia } = useMedia();
  const [downloading, setDownloading] = useState(false);
  const { show } = useSnackbar();
  const download = useCallback(async () => {
    if (detail === '') return;
    setDownloading(true);
    const answer = await downloadMedia(detail, source);
    setDownloading(false);
    if (answer.ok) saveBlob(answer.blob, pdfFileName(documentNumber));
    else {
      console.warn('[quadro] PDF download failed', answer.failure);
      show({ textKey: 'chrome.snackbar.pdfFailed' });
    }
  }, [downloadMedia, detail, documentNumber, source, show]);
  return { available: detail !== '', downloading, download };
}
