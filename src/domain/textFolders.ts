/**
 * The folders of `src/i18n` whose `<locale>.json` the server merges into every host's catalogue
 * (and Storybook into its own, so the list is here, where both can read it),
 * after the main `<locale>.json`: each keeps its texts out of the page's entry, and the chunk
 * that shows them brings its Italian as the fallback. The forms' (decision 199), the pages
 * around the bill (decision 207), the shell: footer, cookie banner, snackbar, menu (decision
 * 227), the customer area's pages and parts (issue 18). A folder that is not there adds nothing.
 */
export const productTextFolders = [
  'forms',
  'routes',
  'chrome',
  'area',
  'area-invoices',
  'area-contracts',
  'area-messages',
  'area-profile',
  'registration',
] as const;

/**
 * The folders of `src/i18n` no host's catalogue carries: each language's file is a lazy chunk
 * of its own, loaded by the part that shows it, in the page's language only, under the host's
 * own keys of it (which stay in the host's catalogue). `check` and the catalogue tests read
 * them like the others. The bill's glossary (issue 32, decision 647): its 36 terms would
 * otherwise travel in every bill page's server-rendered state.
 */
export const chunkTextFolders = ['glossary'] as const;

/** Every text folder the product has: what `check` and the catalogue tests read. */
export const allTextFolders = [...productTextFolders, ...chunkTextFolders] as const;
