import { describe, expect, it } from 'vitest';
import { webUrl } from './urls.ts';
import { helpTiles } from './helpTiles.ts';
import { asDocument, untrustedDocument } from '../../tests/fixtures.ts';

const links = {
  billGuide: 'https://fornitore.test/guida',
  contactUs: 'https://fornitore.test/contatti',
  faq: 'http://fornitore.test/faq',
  selfReading: 'https://fornitore.test/autolettura',
};
const gas = { tipo_bolletta: 'GAS' };
const power = { tipo_bolletta: 'ENERGIA ELETTRICA' };
const kinds = (doc: unknown, helpLinks: unknown) =>
  helpTiles(untrustedDocument(doc), helpLinks, webUrl).map((tile) => tile.kind);

describe('§2 "Section screens": help tiles for bill guide, contact us, FAQ and, for gas, self-reading; only with a URL', () => {
  it.each([
    ['gas, every link', gas, links, ['billGuide', 'contactUs', 'faq', 'selfReading']],
    [
      'gas in lower case with spaces',
      { tipo_bolletta: ' gas ' },
      links,
      ['billGuide', 'contactUs', 'faq', 'selfReading'],
    ],
    ['power: no self-reading', power, links, ['billGuide', 'contactUs', 'faq']],
    ['no tipo_bolletta: power', {}, links, ['billGuide', 'contactUs', 'faq']],
    ['an empty FAQ link', gas, { ...links, faq: '' }, ['billGuide', 'contactUs', 'selfReading']],
    ['a blank guide link', power, { ...links, billGuide: '   ' }, ['contactUs', 'faq']],
    ['a missing contact link', power, { billGuide: links.billGuide }, ['billGuide']],
    [
      'a javascript: link',
      power,
      { ...links, contactUs: 'javascript:alert(1)' },
      ['billGuide', 'faq'],
    ],
    ['a relative link', power, { ...links, faq: '/faq' }, ['billGuide', 'contactUs']],
    [
      'a link that is not text',
      gas,
      { ...links, selfReading: 42 },
      ['billGuide', 'contactUs', 'faq'],
    ],
    ['no helpLinks setting', gas, undefined, []],
    ['helpLinks not an object', gas, 'https://fornitore.test', []],
  ])('%s: %j', (_case, doc, helpLinks, expected) => {
    expect(kinds(doc, helpLinks)).toEqual(expected);
  });

  it('keeps the address of each tile', () => {
    expect(helpTiles(asDocument(power), { faq: ' https://fornitore.test/faq ' }, webUrl)).toEqual([
      { kind: 'faq', url: 'https://fornitore.test/faq' },
    ]);
  });
});
