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
   * Development (`serve --watch`, QUADRO_WATCH=on): templates/ and hosts/ are watched and a
   * change is served at once (ADR 0035). Nothing else follows it (issue 27): refused in a
   * production-like configuration (refuseDevelopmentFeatures).
   */
  watch: boolean;
  /**
   * The configurators' playground (/playground and /api/playground, ADR 0037): on only when
   * asked for by name (QUADRO_PLAYGROUND=1, `serve --playground`), and refused in a
   * production-like configuration (refuseDevelopmentFeatures).
   */
  playground: boolean;
  /** Where e-mail goes (issue 28): an SMTP URL (QUADRO_SMTP_URL), e.g. `smtps://u:p@relay:465`. */
  smtpUrl: string | undefined;
  /**
   * The port of `npm start`'s own SMTP receiver (QUADRO_DEV_SMTP_PORT; a free one by default),
   * used when no QUADRO_SMTP_URL is set and the sandboxes are on (ADR 0045).
   */
  devSmtpPort?: number;
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
    // Only when asked for by name: --watch does not imply it (issue 27, decision 365).
    playground: playgroundSetting(env),
    smtpUrl: env['QUADRO_SMTP_URL']?.trim() || undefined,
    devSmtpPort: Number(env['QUADRO_DEV_SMTP_PORT'] ?? 0) || 0,
  };
}

/** A development-only feature asked for in a production-like configuration. */
export class DevelopmentOnlyError extends Error {
  override name = 'DevelopmentOnlyError';
}

/** What makes a configuration production-like, as far as the development features care. */
export interface Production {
  /** QUADRO_SANDBOXES is not `off`. */
  sandboxes: boolean;
  /** The identity providers' keys are the demo ones kept in the database. */
  identityDemo: boolean;
  /** The hosts given a real payment key. */
  realKeyHosts: readonly string[];
}

/**
 * Issue 27, decision 365: watch mode and the playground are for a developer's machine. Asked
 * for with the sandboxes off, real login keys or a real payment key, the server refuses to
 * start, naming the setting asked for and what makes the configuration production-like.
 */
export function refuseDevelopmentFeatures(
  asked: { watch?: boolean; playground?: boolean },
  production: Production,
): void {
  const features = [
    ...(asked.watch === true ? ['QUADRO_WATCH=on (serve --watch)'] : []),
    ...(asked.playground === true ? ['QUADRO_PLAYGROUND=1 (serve --playground)'] : []),
  ];
  const because = [
    ...(production.sandboxes ? [] : ['the sandboxes are off (QUADRO_SANDBOXES=off)']),
    ...(production.identityDemo ? [] : ['the login keys are real, not the demo ones']),
    ...(production.realKeyHosts.length === 0
      ? []
      : [`a real payment key is set (${production.realKeyHosts.join(', ')})`]),
  ];
  if (features.length === 0 || because.length === 0) return;
  throw new DevelopmentOnlyError(
    `${features.join(' and ')}: development only, refused because ${because.join('; ')}. ` +
      'Unset it, or start without QUADRO_SANDBOXES=off and the real keys (docs/operating.md).',
  );
}
