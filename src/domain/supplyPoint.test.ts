import { describe, expect, it } from 'vitest';
import { isGasSupply, supplyPoint } from './supplyPoint.ts';
import { untrustedSupply } from '../../tests/fixtures.ts';

// Spec §2 "supply point code (PDR for gas, POD for power)", §3 Supply (tipo_punto POD or PDR,
// pod, pdr); project decision 136: tipo_punto, else the code present, else tipo_bolletta.
describe('supplyPoint (spec §2, §3 Supply; decision 136)', () => {
  it.each([
    [{ tipo_punto: 'POD', pod: 'IT001E1' }, undefined, 'POD', 'IT001E1'],
    [{ tipo_punto: ' pdr ', pdr: '1522' }, undefined, 'PDR', '1522'],
    [{ pdr: 15220000522011 }, undefined, 'PDR', '15220000522011'],
    [{ pod: 'IT001E1' }, undefined, 'POD', 'IT001E1'],
    [{ tipo_punto: null }, undefined, 'POD', ''],
    // tipo_punto wins over the bill's type and over the other code.
    [{ tipo_punto: 'PDR', pdr: '00881234567890' }, 'GAS', 'PDR', '00881234567890'],
    [{ tipo_punto: 'PDR', pdr: '00881234567890' }, ' gas ', 'PDR', '00881234567890'],
    [{ tipo_punto: 'POD', pod: 'IT001E3', pdr: '1522' }, 'GAS', 'POD', 'IT001E3'],
    [{ tipo_punto: 'PDR', pod: 'IT001E3' }, 'ENERGIA ELETTRICA', 'PDR', ''],
    // The code present wins over the bill's type.
    [{ pod: 'IT001E31902240' }, 'ENERGIA ELETTRICA', 'POD', 'IT001E31902240'],
    [{ pod: 'IT001E31902240' }, 'GAS', 'POD', 'IT001E31902240'],
    [{ tipo_punto: 'XYZ', pdr: ' 881 ' }, 'ENERGIA ELETTRICA', 'PDR', '881'],
    [{ pdr: 881 }, 'GAS', 'PDR', '881'],
    // Neither: the bill's tipo_bolletta (decision 4), power without one.
    [{}, 'GAS', 'PDR', ''],
    [{ pdr: '', pod: null }, 'gas', 'PDR', ''],
    [{}, 'ENERGIA ELETTRICA', 'POD', ''],
    [undefined, 'GAS', 'PDR', ''],
    ['chosen', 'GAS', 'PDR', ''],
    [null, undefined, 'POD', ''],
  ])('%j on a %j bill: %s %j', (supply, tipoBolletta, kind, code) => {
    // Some rows are not supplies on purpose (text, null, a numeric code): the rule never throws.
    const point = untrustedSupply(supply);
    expect(supplyPoint(point, tipoBolletta)).toEqual({ kind, code });
    expect(isGasSupply(point, tipoBolletta)).toBe(kind === 'PDR');
  });
});
