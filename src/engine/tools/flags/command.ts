import type { InspectEnv } from '../show/args.ts';
export function flagsCommand(_args: readonly string[], _env: InspectEnv & { flags: string[] }): Promise<number> {
  return Promise.resolve(0);
}
