import { describe, expect, it } from 'vitest';
import selfReadingSchema from '../../schemas/self-reading.schema.json' with { type: 'json' };
import {
  SELF_READING_MAX_DIGITS,
  SELF_READING_PATTERN,
  segnanteRefusal,
  selfReadingRefusal,
} from './selfReadingValue.ts';

describe('the self-reading value (spec §5 "Self-reading", decision 37)', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['12a', 'integer'],
    ['0', 'integer'],
    ['000', 'integer'],
    ['-5', 'integer'],
    ['1.5', 'integer'],
    ['1,5', 'integer'],
    [' 12', 'integer'],
    ['١٢', 'integer'],
    ['1234567890123', 'integer'],
    ['1', undefined],
    ['00123', undefined],
    ['999999999999', undefined],
  ])('%j is %s', (value, refusal) => {
    expect(selfReadingRefusal(value)).toBe(refusal);
  });

  it('reads a JSON number as its digits, and anything else as missing', () => {
    expect(segnanteRefusal(1234)).toBeUndefined();
    expect(segnanteRefusal(0)).toBe('integer');
    expect(segnanteRefusal(5.5)).toBe('integer');
    expect(segnanteRefusal(1e21)).toBe('integer');
    expect(segnanteRefusal(null)).toBe('required');
  });

  it('is the rule the request schema documents (one source, schemas/self-reading.schema.json)', () => {
    const [text] = selfReadingSchema.properties.Segnante.anyOf;
    expect(text?.pattern).toBe(SELF_READING_PATTERN.source);
    expect(text?.maxLength).toBe(SELF_READING_MAX_DIGITS);
  });
});
