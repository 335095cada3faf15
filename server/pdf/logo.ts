/**
 * The supplier's logo at the top of the bill PDF, as a Figure with alternative text (ADR 0046).
 * pdfkit draws PNG and JPEG, not SVG: a host gives its print logo as `logo.png` beside the
 * `logo.svg` the pages use; a host without one gets a PDF without a logo.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { firstHolding } from '../hosts/extends.ts';
import type { Host } from '../hosts/hosts.ts';
import { PAGE, tag, type Pen } from './layout.ts';
import { pdfSafe } from './read.ts';

export interface PdfLogo {
  /** PNG or JPEG bytes. */
  image: Buffer;
  /** What the logo says, read in its place: "Logo di Alfa Energia". */
  alt: string;
}

/** Height of the logo in points; its width follows the image's proportions. */
const LOGO_HEIGHT = 30;
const LOGO_GAP = 16;

/** The host's print logo, from the nearest folder of its chain that has one. */
export function hostPdfLogo(host: Host | undefined): PdfLogo | undefined {
  if (!host) return undefined;
  // Found like the images the pages get (decision 307): the first folder that has it.
  const folder = firstHolding(host.chain, 'logo.png');
  if (folder === undefined) return undefined;
  const file = path.join(folder, 'logo.png');
  const name = host.settings.supplierName ?? host.settings.supplier;
  return { image: readFileSync(file), alt: `Logo di ${name}` };
}

/**
 * The image's size in pixels, as pdfkit reads it (openImage, which its types leave out; it
 * keeps the image, so drawing it afterwards decodes it once).
 */
function imageSize(doc: PDFKit.PDFDocument, image: Buffer): { width: number; height: number } {
  const reader = doc as unknown as { openImage(src: Buffer): { width: number; height: number } };
  return reader.openImage(image);
}

/** Draws the logo at the top left and moves the pen below it. */
export function drawLogo(pen: Pen, logo: PdfLogo): void {
  const { doc } = pen;
  const top = pen.y;
  const { width, height } = imageSize(doc, logo.image);
  const drawnWidth = (width / height) * LOGO_HEIGHT;
  tag(
    doc,
    pen.tree,
    'Figure',
    () => {
      doc.image(logo.image, PAGE.margin, top, { height: LOGO_HEIGHT });
    },
    {
      // The title too, which readers such as pdfinfo list in the tree (Alt is what is read).
      title: pdfSafe(logo.alt),
      alt: pdfSafe(logo.alt),
      bbox: [PAGE.margin, top, PAGE.margin + drawnWidth, top + LOGO_HEIGHT],
    },
  );
  pen.y += LOGO_HEIGHT + LOGO_GAP;
}
