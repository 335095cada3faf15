import { refuseDevelopmentFeatures, type Config } from './config.ts';
import { loadHosts } from './hosts/hosts.ts';
import { resolveIngestClients } from './ingest/clients.ts';
import { refuseMissingMail } from './mail/settings.ts';
import { resolvePaymentKeys } from './payments/secrets.ts';
import { resolveEndpoints } from './webhooks/settings.ts';

/**
 * Fail closed, and fast: every secret and setting production needs, checked from the host
 * folders and the environment alone, before `quadro serve` opens its database or loads the
 * server's modules. An operator who forgot a key learns it in a second and the database is not
 * touched; `serve` (./serve.ts) checks the same again when it starts, so a caller that starts
 * it directly is held to the same rules. Throws the first refusal, naming its setting.
 */
export function refuseAtStart(
  config: Config,
  env: Readonly<Record<string, string | undefined>> = process.env,
): void {
  const hosts = loadHosts(config.hostsDir, config.cataloguesDir).all;
  const paymentKeys = resolvePaymentKeys(hosts, env, config.sandboxes);
  resolveIngestClients(hosts, env, config.sandboxes);
  refuseMissingMail(hosts, config);
  refuseDevelopmentFeatures(config, {
    sandboxes: config.sandboxes,
    identityDemo: config.sandboxes,
    realKeyHosts: paymentKeys.realHosts.map((host) => host.name),
  });
  resolveEndpoints(hosts, env, config.sandboxes);
}
