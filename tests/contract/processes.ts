import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { config, testKeys } from './harness.ts';

/**
 * The real `quadro` command (`server/cli/main.ts`, what `npm start` and an operator run) as a
 * child process, for the suites that test what only a process shows: its start, its lock, its
 * signals.
 */
export type QuadroProcess = ChildProcessByStdio<null, Readable, Readable>;

/**
 * `quadro <args>` on PGlite in `QUADRO_DATA_DIR` (in memory unless `env` names a folder), on a
 * port the kernel chooses, with `env` over this process's environment less anything that would
 * change the outcome from the shell: a database URL, link keys, the payment keys.
 */
export function spawnQuadro(args: string[], env: Record<string, string> = {}): QuadroProcess {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !(name in testKeys) && name !== 'DATABASE_URL' && name !== 'QUADRO_LINK_KEYS',
    ),
  );
  return spawn(process.execPath, ['--import', 'tsx', 'server/cli/main.ts', ...args], {
    cwd: config.root,
    env: {
      ...inherited,
      PORT: '0',
      HOST: '127.0.0.1',
      QUADRO_DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Everything the child printed (stdout and stderr) until it exits, and its exit code. */
export function ended(child: QuadroProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      resolve({ code, output });
    });
  });
}
