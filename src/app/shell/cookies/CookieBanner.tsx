import type { HostSettings } from '../../../../schemas/types/host-settings.gen.ts';

/** Placeholder until the cookie banner lands (issue 17). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a placeholder, replaced in issue 17
export default function CookieBanner(_props: { host: HostSettings }) {
  return null;
}
