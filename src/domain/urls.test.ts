import { describe, expect, it } from 'vitest';
import { imageUrl, mailtoUrl, telUrl, webUrl } from './urls.ts';

describe('addresses from bill data (shared decision 6)', () => {
  it.each([
    ['https://www.alfa-energia.test/offerte', 'https://www.alfa-energia.test/offerte'],
    ['http://example.test/a', 'http://example.test/a'],
    ['javascript:alert(1)', undefined],
    ['data:image/png;base64,AAAA', undefined],
    ['/relative/path', undefined],
    ['not a url', undefined],
    [42, undefined],
  ])('takes %s as a web link: %s', (value, expected) => {
    expect(webUrl(value)).toBe(expected);
  });

  it('takes http(s) images and paths of the portal, nothing else', () => {
    expect(imageUrl('https://a.test/logo.svg')).toBe('https://a.test/logo.svg');
    expect(imageUrl('/alfa/logo.svg')).toBe('/alfa/logo.svg');
    expect(imageUrl('//other.test/logo.svg')).toBeUndefined();
    expect(imageUrl('javascript:alert(1)')).toBeUndefined();
    expect(imageUrl(null)).toBeUndefined();
  });

  it('dials a phone number as printed and refuses text that is not one', () => {
    expect(telUrl('800 123 456')).toBe('tel:800123456');
    expect(telUrl('+39 (02) 8725-1100')).toBe('tel:+390287251100');
    expect(telUrl('chiamaci')).toBeUndefined();
  });

  it('writes to one plain e-mail address only', () => {
    expect(mailtoUrl('clienti@alfa-energia.test')).toBe('mailto:clienti@alfa-energia.test');
    expect(mailtoUrl('a@b.test?bcc=x@y.test')).toBeUndefined();
    expect(mailtoUrl('no address')).toBeUndefined();
  });
});
