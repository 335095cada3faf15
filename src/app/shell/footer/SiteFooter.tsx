import type { HostSettings } from '../../../../schemas/types/host-settings.gen.ts';

/** Placeholder until the footer moves here (issue 17). */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a placeholder, replaced in issue 17
export default function SiteFooter(_props: { host: HostSettings }) {
  return null;
}
