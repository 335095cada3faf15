import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * For tests only: QR codes read back as a phone's camera meets them, with zbar's zbarimg. Used
 * by the bill PDF's tests (server/pdf), the import's (tests/contract/pdfLink) and the e-mail's
 * (tests/contract/dispatch). It reads QR codes only: zbarimg reads every symbology it knows, and
 * on one link's image it read, beside the QR code, a stray GS1 DataBar in its modules.
 */
const run = promisify(execFile);

/** zbarimg's exit status when the picture holds no code it was asked to read. */
const NOTHING_FOUND = 4;

/** The QR codes in a picture, in zbarimg's order; none when it finds none. */
export async function qrCodesIn(picture: string): Promise<string[]> {
  try {
    const { stdout } = await run('zbarimg', [
      '--quiet',
      '--raw',
      '-Sdisable',
      '-Sqrcode.enable',
      '-Sbinary',
      picture,
    ]);
    return stdout.split('\n').filter((line) => line !== '');
  } catch (error) {
    if ((error as { code?: unknown }).code === NOTHING_FOUND) return [];
    throw error;
  }
}

/** The QR codes on a PDF's first page rendered at 150 dpi, as printed at home. */
export async function qrCodesOnFirstPage(pdf: string): Promise<string[]> {
  const prefix = `${pdf}-page`;
  await run('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', '-singlefile', pdf, prefix]);
  return qrCodesIn(`${prefix}.png`);
}
