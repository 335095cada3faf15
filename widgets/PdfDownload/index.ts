import { defineWidget } from '../../src/engine/render/index.ts';
import { PdfDownload } from './PdfDownload.tsx';
import propsSchema from './props.schema.json' with { type: 'json' };

export const pdfDownload = defineWidget({ component: PdfDownload, propsSchema, since: '0.1.0' });
