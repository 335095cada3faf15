import { LineIcon, statusIconPaths } from './statusIcons.tsx';

/**
 * Line icons of template 5's navigation widgets (header buttons, help tiles, quick actions),
 * inline so the page loads no icon font or image (DESIGN "Fonts ship with the build"). Always
 * beside or inside a named control: hidden from screen readers, the name says it all.
 */
const paths = {
  help: 'M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3m.1 4h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  user: 'M20 21a8 8 0 0 0-16 0m12-13a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z',
  book: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5v14ZM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
  chat: 'M21 12a8 8 0 0 1-11.7 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z',
  meter: 'M12 14l3.5-3.5M4.9 19a9 9 0 1 1 14.2 0M7 15h.01M17 15h.01',
  mail: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm17 1-9 7-9-7',
  download: statusIconPaths.download,
  card: 'M3 7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7Zm0 3h18M7 15h4',
  web: 'M12 21a9 9 0 1 0 0-18m0 18a9 9 0 1 1 0-18m0 18c-2.5-2.4-3.75-5.4-3.75-9S9.5 5.4 12 3m0 18c2.5-2.4 3.75-5.4 3.75-9S14.5 5.4 12 3M3.5 9h17m-17 6h17',
  lock: 'M7 11V7a5 5 0 0 1 10 0v4M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1Z',
  external: statusIconPaths.external,
  arrow: 'm9 6 6 6-6 6',
} as const;

export type NavIconName = keyof typeof paths;

export function NavIcon({ name, size = 24 }: { name: NavIconName; size?: number }) {
  return <LineIcon d={paths[name]} size={size} />;
}

export { VisuallyHidden } from './visuallyHidden.ts';
