import { defineWidget } from '../../src/engine/render/index.ts';
import type { PdfDownloadProps } from './props.gen.ts';
import { PdfDownload } from './PdfDownload.tsx';

export const pdfDownload = defineWidget<PdfDownloadProps>({ component: PdfDownload });
