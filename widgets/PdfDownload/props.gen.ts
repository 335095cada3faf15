/* Generated from props.schema.json by scripts/gen-props-types.ts: do not edit. */

/**
 * The PDF download button (spec §2, §4, §9): fetches the file of the document's `detail` and saves it as the document number plus .pdf (or file.pdf). While downloading it reads "Download in corso..." and is busy; a failure is only logged (spec §8). Renders nothing when the document has no `detail`.
 */
export interface PdfDownloadProps {
  /**
   * The i18n key of the button's text (default `widgets.pdfDownload.label`).
   */
  labelKey?: string;
  /**
   * Which call serves the file: `/api/media/{detail}` (default) or `/api/mediacloud/{detail}` (spec §7).
   */
  source?: 'media' | 'mediacloud';
}
