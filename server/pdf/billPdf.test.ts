// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOOTER_TEXT, renderBillPdf, type BillPdfOptions } from './billPdf.ts';
import { pdfSafe } from './read.ts';

const bill = {
  document_number: '2026/000123',
  document_date: '2026-03-05',
  document_type: 'Fattura',
  document_amount: 1234.5,
  document_payment: 'RID',
  document_payment_debt: 1234.5,
  document_payment_expiry: '2026-03-25',
  tipo_bolletta: 'gas',
  holder_name: 'Maria Rossi',
  holder_toponimo: 'Via Garibaldi',
  holder_ind_riga2: 'Via Garibaldi 12',
  holder_cap: '20121',
  holder_localita: 'Milano',
  holder_provincia: 'MI',
  holder_nazione: 'Italia',
  fatt_interattiva_data: {
    fornitura: [{ tipo_punto: 'PDR', pdr: '01234567890123', indirizzo: ['Via Garibaldi 12'] }],
    sintesi_importi: {
      tabella_importi: { materia: '98,10 euro', trasporto: 41.27 },
      tabella_iva: [{ aliquota_iva: 10, imponibile: 150.5, importo: 15.05 }],
    },
  },
};

/** Windows-1252 bytes 0x80–0x9f (Node's TextDecoder reads them as Latin-1 controls). */
const cp1252High = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) =>
  [...bytes]
    .map((byte) =>
      byte >= 0x80 && byte < 0xa0 ? cp1252High[byte - 0x80] : String.fromCharCode(byte),
    )
    .join('');

/**
 * The text pdfkit drew, one string per text operation: with compress off, each line is a
 * `[<hex> kerning <hex> …] TJ` array of WinAnsi codes (Helvetica is not embedded).
 */
function drawnText(pdf: Uint8Array): string[] {
  const source = Buffer.from(pdf).toString('latin1');
  return [...source.matchAll(/\[([^\]]*)\]\s*TJ/g)].map((match) => {
    const hex = [...(match[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)].map((part) => part[1]).join('');
    return winAnsi(Buffer.from(hex, 'hex'));
  });
}

async function render(document: Record<string, unknown>, options: BillPdfOptions = {}) {
  const errors: string[] = [];
  const pdf = await renderBillPdf(document, {
    compress: false,
    onSectionError: (section) => errors.push(section),
    ...options,
  });
  return { pdf, text: drawnText(pdf), errors };
}

describe('renderBillPdf', () => {
  it('writes a complete PDF file', async () => {
    const pdf = await renderBillPdf(bill);
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(pdf.subarray(-7)).toString('latin1').trim()).toBe('%%EOF');
  });

  it('gives identical bytes for the same document, with or without compression', async () => {
    expect(await renderBillPdf(bill)).toEqual(await renderBillPdf(bill));
    const now = new Date('2026-04-01T10:00:00Z');
    expect(await renderBillPdf(bill, { now })).toEqual(await renderBillPdf(bill, { now }));
    expect((await render(bill)).pdf).toEqual((await render(bill)).pdf);
  });

  it('names the bill in the metadata and dates it from document_date by default', async () => {
    const source = Buffer.from((await render(bill)).pdf).toString('latin1');
    expect(source).toContain('(Bolletta 2026/000123)');
    expect(source).toContain('(quadro)');
    expect(source).toContain('(D:20260305000000Z)');
    const later = await render(bill, { now: new Date('2026-04-01T10:00:00Z') });
    expect(Buffer.from(later.pdf).toString('latin1')).toContain('(D:20260401100000Z)');
  });

  it('shows the holder, the amount to pay, its due date and the supply', async () => {
    const { text, errors } = await render(bill);
    expect(errors).toEqual([]);
    expect(text).toEqual(
      expect.arrayContaining([
        'Bolletta',
        'Fattura n. 2026/000123 del 05/03/2026',
        'Maria Rossi',
        '20121 Milano (MI)',
        'TOTALE DA PAGARE',
        '1.234,50 €',
        '25/03/2026',
        'Addebito diretto (RID)',
        'Gas',
        'PDR 01234567890123',
        'Materia',
        '98,10 euro',
        '41,27 €',
        '10%',
        '15,05 €',
        FOOTER_TEXT,
        'Pagina 1 di 1',
      ]),
    );
  });

  it('shows the credit label with the absolute amount and no due date when the debt is negative (spec §5)', async () => {
    const { text } = await render({
      ...bill,
      document_payment_debt: '-12,30',
      tipo_bolletta: 'EE',
    });
    expect(text).toEqual(
      expect.arrayContaining(['TOTALE A CREDITO', '12,30 euro', 'Energia elettrica']),
    );
    expect(text).not.toContain('Scadenza');
    expect(text).not.toContain('TOTALE DA PAGARE');
  });

  it('reads tabella_importi given as a list of single-entry maps', async () => {
    const fatt = { sintesi_importi: { tabella_importi: [{ Energia: '10,00' }, { Oneri: 2 }] } };
    const { text } = await render({ fatt_interattiva_data: fatt });
    expect(text).toEqual(expect.arrayContaining(['Energia', '10,00 euro', 'Oneri', '2,00 €']));
  });

  it('renders a document that has only document_number', async () => {
    const { pdf, text, errors } = await render({ document_number: '42' });
    expect(errors).toEqual([]);
    expect(Buffer.from(pdf).toString('latin1')).toContain('(D:19700101000000Z)');
    expect(text).toEqual(expect.arrayContaining(['n. 42', FOOTER_TEXT]));
  });

  it('leaves out fields of the wrong type without throwing (decision 2)', async () => {
    const wrong = {
      document_number: { a: 1 },
      document_date: 20260305,
      document_amount: null,
      document_payment: 1,
      document_payment_debt: { value: 3 },
      holder_name: ['Maria'],
      holder_cap: null,
      tipo_bolletta: null,
      fatt_interattiva_data: {
        fornitura: { pod: 'IT001' },
        sintesi_importi: { tabella_importi: 'x', tabella_iva: { aliquota_iva: 10 } },
      },
    };
    const { text, errors } = await render(wrong);
    expect(errors).toEqual([]);
    expect(text).toEqual(expect.arrayContaining(['Bolletta', FOOTER_TEXT]));
    expect(text.join('\n')).not.toContain('Maria');
    await expect(renderBillPdf(null as unknown as Record<string, unknown>)).resolves.toBeTruthy();
  });

  it('never fails a section whatever the known fields hold', async () => {
    const keys = [
      'document_number',
      'document_date',
      'document_type',
      'document_amount',
      'document_payment',
      'document_payment_debt',
      'document_payment_expiry',
      'tipo_bolletta',
      'holder_name',
      'holder_provincia',
    ];
    const fatt = fc.record({
      fornitura: fc.oneof(fc.anything(), fc.array(fc.dictionary(fc.string(), fc.anything()))),
      sintesi_importi: fc.dictionary(
        fc.constantFrom('tabella_importi', 'tabella_iva'),
        fc.anything(),
      ),
    });
    const document = fc.record({
      ...Object.fromEntries(keys.map((key) => [key, fc.anything()])),
      fatt_interattiva_data: fc.oneof(fatt, fc.anything()),
    });
    await fc.assert(
      fc.asyncProperty(document, async (input) => {
        expect((await render(input)).errors).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('writes any text from data as WinAnsi characters Helvetica can draw', async () => {
    expect(pdfSafe('Città\tdi\nSantù 😀 Łódź\u0000')).toBe('Città di Santù ? ?ódz');
    const { text } = await render({ holder_name: 'Zoë 東京 <b>x</b>' });
    expect(text).toContain('Zoë ?? <b>x</b>');
  });

  it('breaks a long table onto a second page, repeating its header, with a footer on each page', async () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`voce ${i}`, i]));
    const fatt = { sintesi_importi: { tabella_importi: many } };
    const { text } = await render({ ...bill, fatt_interattiva_data: fatt });
    expect(text).toEqual(expect.arrayContaining(['Pagina 1 di 2', 'Pagina 2 di 2', 'Voce 39']));
    expect(text.filter((line) => line === 'VOCE')).toHaveLength(2);
  });
});
