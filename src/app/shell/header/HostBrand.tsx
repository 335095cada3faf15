import styled from 'styled-components';
import type { HostSettings } from '../../../../schemas/types/host-settings.gen.ts';
import { webUrl } from '../../../domain/urls.ts';
import { focusRing } from '../../../ui/buttons.ts';
import { visuallyHidden } from '../../../ui/visuallyHidden.ts';
import { hostLogoUrl } from '../../../../widgets/AppHeader/hostLogo.ts';

/** The logo's box: fixed, so the name beside it never moves when the logo arrives or fails. */
const logoHeight = 32;

const Brand = styled.div`
  /* Takes the header's left, pushing the language selector and the menu to the right. */
  margin-right: auto;
  min-width: 0;
  & > a,
  & > span {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    min-width: 0;
    color: var(--q-text, #1f2933);
    text-decoration: none;
    border-radius: 8px;
  }
  & > a {
    ${focusRing}
  }
  & > a:hover > span {
    text-decoration: underline;
  }
  & img {
    flex: none;
    height: ${logoHeight}px;
    width: auto;
    max-width: 120px;
    object-fit: contain;
  }
  /* A logo that failed takes no room (spec §4): the name alone says whose page it is. */
  & img[hidden] {
    display: none;
  }
  /* The hosts' logos are wordmarks that spell the name: beside one, the name is for screen
     readers only (it names the link); without a logo, or once it failed, it shows. */
  & img:not([hidden]) + span {
    ${visuallyHidden}
  }
  & span > span {
    font-weight: 700;
    font-size: 1.0625rem;
    line-height: 1.2;
    overflow-wrap: anywhere;
  }
`;

/** What the header says of the host: its name, logo and home, when its settings have them. */
export function hostBrand(host: HostSettings) {
  return {
    name: host.supplierName ?? host.supplier,
    logo: hostLogoUrl(host),
    home: webUrl(host.homeUrl),
  };
}

/**
 * Whose page this is (issue 30): the host's logo and name at the top of every page, a link to
 * the host's home when its settings name one. The logo is decorative (`alt=""`): the name
 * beside it is the link's text, so a screen reader hears the supplier once.
 */
export function HostBrand({ host }: { host: HostSettings }) {
  const { name, logo, home } = hostBrand(host);
  const content = (
    <>
      {logo !== undefined && (
        // Not SafeImage: sharing it with the bill's widgets would split it into a chunk of its
        // own, one more file name in the bill route's initial JavaScript. A decorative image
        // (alt="") that fails before hydration shows nothing in the browser either.
        <img
          key={logo}
          src={logo}
          alt=""
          height={logoHeight}
          onError={(event) => {
            event.currentTarget.hidden = true;
          }}
        />
      )}
      <span>{name}</span>
    </>
  );
  return (
    <Brand>{home === undefined ? <span>{content}</span> : <a href={home}>{content}</a>}</Brand>
  );
}
