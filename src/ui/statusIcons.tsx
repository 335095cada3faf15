/**
 * Small line icons that go beside a status text (DESIGN "Look and feel": status is text plus
 * icon, never colour alone). Decorative: hidden from screen readers, the text says it all.
 */
export const statusIconPaths = {
  check: 'M20 6 9 17l-5-5',
  clock: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  cross: 'M15 9l-6 6m0-6 6 6M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  bank: 'M3 10h18M5 10v8m4.67-8v8m4.66-8v8M19 10v8M3 21h18M12 3l9 5H3l9-5Z',
  info: 'M12 16v-5m0-3h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  calendar:
    'M8 3v4m8-4v4M4 10h16M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z',
  external: 'M14 4h6v6m0-6-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  download: 'M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14',
  chevron: 'm6 9 6 6 6-6',
} as const;

export type IconName = keyof typeof statusIconPaths;

/** A 24-unit line icon of one path in the text's colour; decorative, never focusable. */
export function LineIcon({ d, size }: { d: string; size: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return <LineIcon d={statusIconPaths[name]} size={size} />;
}
