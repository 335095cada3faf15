// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { InputRegistry } from './inputs.ts';

/** The inputs of an expression and the combinations (sets of inputs on) in which it shows. */
function analyse(source: string) {
  const registry = new InputRegistry();
  const condition = registry.condition(source);
  const names = condition.inputs.map((i) => `${i.kind}:${i.label}`);
  const showing: string[][] = [];
  const n = condition.inputs.length;
  for (let mask = 0; mask < 2 ** n; mask++) {
    const on = condition.inputs.filter((_, i) => (mask & (1 << i)) !== 0);
    if (condition.shows((index) => on.some((input) => input.index === index))) {
      showing.push(on.map((i) => i.label));
    }
  }
  return { names, showing };
}

describe('the inputs of a visibility expression', () => {
  it('takes each flag and the device as inputs and evaluates the rest as written', () => {
    expect(analyse("$flag('a') and $not($isMobile())")).toEqual({
      names: ['flag:a', 'device:mobile'],
      showing: [['a']],
    });
  });

  it('takes a helper or a reading of data as one free input, looking through $not', () => {
    expect(analyse("$not($shown('x')) or $count(modules.*) = 0")).toEqual({
      names: ["free:$shown('x')", 'free:$count(modules.*) = 0'],
      showing: [[], ['$count(modules.*) = 0'], ["$shown('x')", '$count(modules.*) = 0']],
    });
  });

  it('keeps jsonata meaning: a non-boolean result hides the node', () => {
    expect(analyse("$flag('a') ? 'yes' : false").showing).toEqual([]);
    expect(analyse("$flag('a') = true").showing).toEqual([['a']]);
  });

  it('takes an expression outside the compiled subset as a single free input', () => {
    expect(analyse("$flag('a') and doc.items[0] = 'x'").names).toEqual([
      "free:$flag('a') and doc.items[0] = 'x'",
    ]);
  });
});
