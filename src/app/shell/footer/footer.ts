import type { HostSettings } from '../../../../schemas/types/host-settings.gen.ts';
import { dataText, isFlagOn } from '../../../domain/flags.ts';
import { mailtoUrl, telUrl, webUrl } from '../../../domain/urls.ts';

/** The social networks of spec §3 "Social data", in the order the footer shows them. */
export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'twitter'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export interface FooterContact {
  text: string;
  /** `tel:` or `mailto:` by the contacts card's rule (decision 65), otherwise plain text. */
  href: string | undefined;
}

export interface FooterContent {
  supplierName: string | undefined;
  contacts: FooterContact[];
  /** The legal lines' i18n keys that the catalogue translates, in the host's order. */
  lineKeys: string[];
  social: { network: SocialNetwork; url: string }[];
}

/** Host settings arrive validated, but `/api/social` and `/api/footer` may send "1" or junk. */
function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(dataText).filter((text) => text !== '') : [];
}

/**
 * What the footer shows (spec §2 "Footers carry the supplier's social links, contacts and
 * legal lines"): a legal line only when `translates(key)`, so a customer never reads a raw key;
 * social links only when `social_link_presence` is on and each only with an http(s) address.
 */
export function readFooter(
  settings: HostSettings | undefined,
  translates: (key: string) => boolean,
): FooterContent {
  const social = settings?.social;
  // Read here rather than with src/state/host.ts's hostString: importing the bill's host store
  // into this lazy chunk split it into a shared chunk of its own, 0.4 KB more initial JavaScript.
  const name = settings?.supplierName?.trim();
  return {
    supplierName: name === '' ? undefined : name,
    contacts: strings(settings?.footer?.contacts).map((text) => ({
      text,
      href: telUrl(text) ?? mailtoUrl(text),
    })),
    lineKeys: strings(settings?.footer?.lines).filter(translates),
    social: isFlagOn(social?.social_link_presence)
      ? socialNetworks.flatMap((network) => {
          const url = webUrl(social?.[network]);
          return url === undefined ? [] : [{ network, url }];
        })
      : [],
  };
}

/** True when the footer has nothing to show, so it renders no empty landmark. */
export function isEmptyFooter(content: FooterContent): boolean {
  return (
    content.supplierName === undefined &&
    content.contacts.length === 0 &&
    content.lineKeys.length === 0 &&
    content.social.length === 0
  );
}
