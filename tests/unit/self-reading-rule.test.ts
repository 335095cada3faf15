// @vitest-environment node
// One source for the self-reading value (spec §5 "Self-reading", decision 37): the page's yup
// schema and the server's check of salva_autolettura must give the same verdict on the same
// value. fast-check feeds both the same generated values.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { segnanteRefusal } from '../../src/domain/selfReadingValue.ts';
import { validatorFor } from '../../server/validation.ts';
import { selfReadingSchema } from '../../widgets/SelfReadingForm/schema.ts';

/** The page: does the form's yup schema let the typed value through? */
function pageAccepts(value: string): boolean {
  return selfReadingSchema.isValidSync({ reading: value });
}

/** The server: the request schema (fastify's ajv) and then the route's own check. */
const requestSchema = validatorFor('self-reading.schema.json');
function serverAccepts(value: string): boolean {
  const body = { Idsede: 'B-SEDE-0481', Segnante: value };
  return requestSchema(body) && segnanteRefusal(body.Segnante) === undefined;
}

/** Values a customer may type: digits, near-digits, signs, spaces, long runs, other scripts. */
const typed = fc.oneof(
  fc.string(),
  fc.stringMatching(/^[0-9]{0,16}$/),
  fc.stringMatching(/^0{0,4}[0-9]{0,14}$/),
  fc.stringMatching(/^[ 0-9a.,+\-e]{0,14}$/),
  fc.constantFrom('', ' ', '0', '00', '12a', '١٢', '１２', '1e3', '999999999999', '1000000000000'),
);

describe('self-reading value: page and server agree (spec §5, decision 37)', () => {
  it('gives the same verdict for every typed value', () => {
    fc.assert(
      fc.property(typed, (value) => {
        expect(serverAccepts(value)).toBe(pageAccepts(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the page the spec message the server names', async () => {
    await expect(selfReadingSchema.validate({ reading: '' })).rejects.toThrow(
      'forms.common.required',
    );
    await expect(selfReadingSchema.validate({ reading: '12a' })).rejects.toThrow(
      'forms.common.integer',
    );
    expect(segnanteRefusal('')).toBe('required');
    expect(segnanteRefusal('12a')).toBe('integer');
  });
});
