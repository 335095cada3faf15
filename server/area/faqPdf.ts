import PDFDocument from 'pdfkit';

/**
 * An FAQ file of the sample data (a guide, a form) drawn as a one-page A4 PDF with pdfkit's
 * built-in Helvetica. Deterministic (a fixed CreationDate), so seeding twice stores one blob.
 */
export function faqPdf(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: 'it-IT',
    displayTitle: true,
    info: { Title: title, Author: 'quadro', Creator: 'quadro', CreationDate: new Date(0) },
  });
  const done = new Promise<Uint8Array>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(new Uint8Array(Buffer.concat(chunks)));
    });
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text(title);
  doc.moveDown();
  doc.font('Helvetica').fontSize(11);
  for (const line of lines) doc.text(line).moveDown(0.6);
  doc.end();
  return done;
}
