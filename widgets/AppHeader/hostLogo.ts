import type { HostSettings } from '../../schemas/types/host-settings.gen.ts';
import { webUrl } from '../../src/domain/urls.ts';

/** A file of the host folder, as schemas/host-settings.schema.json allows for `theme.logo`. */
const hostFile = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.(svg|png|webp)$/;

/**
 * The address of the host's logo (`theme.logo`): an http(s) URL as is, or a file of the host
 * folder, which the server serves beside /hostsettings.json, i.e. from the site's root
 * (server/http/static.ts). Anything else is no logo.
 */
export function hostLogoUrl(settings: HostSettings | undefined): string | undefined {
  const logo = settings?.theme?.logo;
  if (typeof logo !== 'string') return undefined;
  const text = logo.trim();
  return hostFile.test(text) ? `/${text}` : webUrl(text);
}
