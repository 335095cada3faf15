import { describe, expect, it } from 'vitest';
import { expressionNameIssues } from './expressions.ts';

const names = { flags: ['bolletta_interattiva_esponi_paga_ora'], moduleKeys: ['consumi'] };
const issues = async (source: string) =>
  (await expressionNameIssues(source, names)).map((i) => `${i.code} ${i.name}${i.hint}`);

describe('expressionNameIssues', () => {
  it('names an unknown helper with the nearest one', async () => {
    expect(await issues('$isGaz()')).toEqual(['helper-unknown isGaz — did you mean "$isGas"?']);
  });

  it('names a flag and a module key that do not exist', async () => {
    expect(
      await issues("$flag('bolletta_interattiva_esponi_paga_or') and $shown('consumy')"),
    ).toEqual([
      'flag-unknown bolletta_interattiva_esponi_paga_or — did you mean "bolletta_interattiva_esponi_paga_ora"?',
      'module-key-unknown consumy — did you mean "consumi"?',
    ]);
  });

  it("accepts jsonata's functions, the helpers and what the expression binds", async () => {
    const source =
      "($n := $count([1]); $f := function($v) { $v }; $exists(doc.x) and $f($n) = 1 and $isGas() and $flag('bolletta_interattiva_esponi_paga_ora'))";
    expect(await issues(source)).toEqual([]);
  });

  it('leaves a computed flag name and a syntax error to others', async () => {
    expect(await issues('$flag(doc.name)')).toEqual([]);
    expect(await issues('$flag(')).toEqual([]);
  });

  it('checks no flag when the vocabulary has none', async () => {
    const found = await expressionNameIssues("$flag('anything')", { moduleKeys: [] });
    expect(found).toEqual([]);
  });
});
