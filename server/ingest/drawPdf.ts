import type { Config } from '../config.ts';
import type { Host } from '../hosts/hosts.ts';
import { renderBillPdf } from '../pdf/billPdf.ts';
import { hostPdfLogo, type PdfLogo } from '../pdf/logo.ts';
import { billLink, hostOrigin, hostsOfSupplier, type Runtime } from '../runtime.ts';
import type { Bundle } from '../types.ts';

/** Draws a bill's PDF from its bundle: what storeBill asks for when a bill changed. */
export type PdfDrawer = (bundle: Bundle) => Promise<Uint8Array>;

/**
 * The PDF as every way in draws it (import, API, samples): with the bill's link and its QR code
 * on the first page, printed with the origin of the supplier's own host, and the host's print
 * logo (ADR 0046). The logo is read once per host, not once per bill of a batch.
 */
export function billPdfDrawer(
  runtime: Runtime,
  where: Pick<Config, 'port' | 'listenHost'>,
  /** Told the link drawn on a bill's PDF, for a caller that prints that same link. */
  onLink?: (id: string, link: string) => void,
): PdfDrawer {
  const logos = new Map<Host, PdfLogo | undefined>();
  const logoOf = (host: Host | undefined): PdfLogo | undefined => {
    if (!host) return undefined;
    if (!logos.has(host)) logos.set(host, hostPdfLogo(host));
    return logos.get(host);
  };
  return (bundle) => {
    const host = hostsOfSupplier(runtime.hosts, bundle.supplier)[0];
    const origin = hostOrigin(host, where.port, where.listenHost);
    const link = billLink(runtime, host, bundle.id, origin);
    onLink?.(bundle.id, link);
    return renderBillPdf({ ...bundle.document }, { link, logo: logoOf(host) });
  };
}
