import { useCallback, useState } from 'react';
import { useMedia } from '../api/context.ts';
import { dataText } from '../domain/flags.ts';
import { useBill } from '../state/bill.ts';
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
 * with PdfDownload's own `pdfFileName` and `saveBlob` (spec §9); a failure is only logged (§8).
 */
export function usePdfDownload(source: 'media' | 'mediacloud' = 'media'): PdfDownload {
  const detail = useBill((state) => dataText(state.doc?.detail));
  const documentNumber = useBill((state) => state.doc?.document_number);
  const { downloadMedia } = useMedia();
  const [downloading, setDownloading] = useState(false);
  const download = useCallback(async () => {
    if (detail === '') return;
    setDownloading(true);
    const answer = await downloadMedia(detail, source);
    setDownloading(false);
    if (answer.ok) saveBlob(answer.blob, pdfFileName(documentNumber));
    else console.warn('[quadro] PDF download failed', answer.failure);
  }, [downloadMedia, detail, documentNumber, source]);
  return { available: detail !== '', downloading, download };
}
