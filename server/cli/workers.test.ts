import { describe, expect, it } from 'vitest';
import { refuseWorkersWithoutPostgres, workersAsked } from './workers.ts';

/** Issue 31: `quadro serve --workers N`, read from the command line and refused on PGlite. */
describe('serve --workers', () => {
  it('reads N from --workers N and --workers=N, 1 without it', () => {
    expect(workersAsked(['--no-seed'])).toBe(1);
    expect(workersAsked(['--workers', '3'])).toBe(3);
    expect(workersAsked(['--workers=2', '--no-seed'])).toBe(2);
  });

  it.each([['lots'], ['0'], ['1.5'], ['65']])('refuses --workers %s, naming it', (value) => {
    expect(() => workersAsked(['--workers', value])).toThrow(
      `--workers ${value}: give a whole number of processes, 1 to 64`,
    );
  });

  it('refuses more than one worker without DATABASE_URL, naming it', () => {
    expect(() => {
      refuseWorkersWithoutPostgres(2, { databaseUrl: undefined });
    }).toThrow(/--workers 2 needs DATABASE_URL/);
    expect(() => {
      refuseWorkersWithoutPostgres(1, { databaseUrl: undefined });
    }).not.toThrow();
    expect(() => {
      refuseWorkersWithoutPostgres(2, { databaseUrl: 'postgres://db/quadro' });
    }).not.toThrow();
  });
});
