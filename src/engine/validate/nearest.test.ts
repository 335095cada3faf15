import { describe, expect, it } from 'vitest';
import { didYouMean, nearest } from './nearest.ts';

describe('nearest', () => {
  it.each([
    ['isGaz', ['isGas', 'isOn', 'flag'], 'isGas'],
    ['titel', ['title', 'children'], 'title'],
    ['paymentcard', ['PaymentCard', 'PaymentCards'], 'PaymentCard'],
    ['Nope', ['Note', 'Badge'], 'Note'],
  ])('suggests %s → the near name', (name, known, expected) => {
    expect(nearest(name, known)).toBe(expected);
  });

  it.each([
    ['xyz', ['abc', 'def']],
    ['Foo', ['PaymentCard', 'Heading']],
    ['title', ['title']],
    ['', ['a']],
  ])('suggests nothing for %s when no other name is near', (name, known) => {
    expect(nearest(name, known)).toBeUndefined();
  });

  it('writes the suggestion after a message, or nothing', () => {
    expect(didYouMean('vissible', ['visible', 'id'])).toBe(' — did you mean "visible"?');
    expect(didYouMean('colour', ['visible', 'id'])).toBe('');
  });
});
