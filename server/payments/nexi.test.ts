// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { macMatches, newTransactionCode, outcomeMac, requestMac } from './nexi.ts';

const sha1 = (text: string): string => createHash('sha1').update(text).digest('hex');

describe('first provider MACs (XPay "codice base")', () => {
  it('signs the request as codTrans, divisa, importo and the secret', () => {
    const mac = requestMac({ codTrans: 'T1', divisa: 'EUR', importo: '5000' }, 'secret', 'sha1');
    expect(mac).toBe(sha1('codTrans=T1divisa=EURimporto=5000secret'));
  });

  it('signs the outcome over its seven fields', () => {
    const fields = {
      codTrans: 'T1',
      esito: 'OK',
      importo: '5000',
      divisa: 'EUR',
      data: '20261122',
      orario: '101010',
      codAut: 'A1',
    };
    expect(outcomeMac(fields, 's', 'sha1')).toBe(
      sha1('codTrans=T1esito=OKimporto=5000divisa=EURdata=20261122orario=101010codAut=A1s'),
    );
    expect(outcomeMac(fields, 's', 'sha256')).toHaveLength(64);
  });

  it('compares MACs ignoring case, and refuses any other value', () => {
    const mac = sha1('x');
    expect(macMatches(mac, mac.toUpperCase())).toBe(true);
    expect(macMatches(mac, mac.slice(0, -1))).toBe(false);
    expect(macMatches(mac, '')).toBe(false);
  });

  it('makes transaction codes of 2 to 30 characters, unique per attempt', () => {
    const codes = new Set(Array.from({ length: 1000 }, newTransactionCode));
    expect(codes.size).toBe(1000);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{2,30}$/);
  });
});
