import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where things are and how to reach them, from the environment; every value has a default. */
export interface Config {
  root: string;
  port: number;
  listenHost: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The embedded database's blob store (ADR 0014); by default `<dataDir>/blobs`. */
  blobDir: string | undefined;
  linkKeys: string | undefined;
  hostsDir: string;
  /** The shared templates every host's own lie over (ADR 0035). */
  templatesDir: string;
  cataloguesDir: string;
  distDir: string;
  fixturesDir: string;
  /** The card providers' sandbox pages: on unless QUADRO_SANDBOXES=off. */
  sandboxes: boolean;
  /**
   * Development (`npm run dev`, QUADRO_WATCH=on): templates/ and hosts/ are watched and a
   * change is served at once (ADR 0035). Other development-only features may follow it.
   */
  watch: boolean;
  /**
   * The configurators' playground (/playground and /api/playground, ADR 0037): on in development and
   * with QUADRO_PLAYGROUND=1, else off, because it answers sample documents and accepts pasted ones.
   */
  playground: boolean;
}

/** Whether the environment turns the playground on (ADR 0037). */
export const playgroundSetting = (env: Readonly<Record<string, string | undefined>>): boolean =>
  env['QUADRO_PLAYGROUND'] === '1';

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const port = Number(env['PORT'] ?? 4173);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT=${env['PORT'] ?? ''} is not a port number`);
  }
  return {
    root,
    port,
    listenHost: env['HOST'] ?? '127.0.0.1',
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir: env['QUADRO_DATA_DIR'] ?? path.join(root, '.data', 'pglite'),
    blobDir: env['QUADRO_BLOB_DIR'] || undefined,
    linkKeys: env['QUADRO_LINK_KEYS'],
    hostsDir: env['QUADRO_HOSTS_DIR'] ?? path.join(root, 'hosts'),
    templatesDir: env['QUADRO_TEMPLATES_DIR'] ?? path.join(root, 'templates'),
    cataloguesDir: path.join(root, 'src', 'i18n'),
    distDir: path.join(root, 'dist'),
    fixturesDir: path.join(root, 'fixtures'),
    sandboxes: env['QUADRO_SANDBOXES'] !== 'off',
    watch: env['QUADRO_WATCH'] === 'on',
    // Development has the playground; anything else only when asked for (ADR 0037).
    playground: playgroundSetting(env) || env['QUADRO_WATCH'] === 'on',
  };
}
