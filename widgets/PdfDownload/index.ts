import { defineWidget } from '../../src/engine/render/index.ts';
import { PdfDownload } from './PdfDownload.tsx';

export const pdfDownload = defineWidget({ component: PdfDownload });
