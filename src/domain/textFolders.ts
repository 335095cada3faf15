/**
 * The folders of `src/i18n` whose `<locale>.json` the server merges into every host's catalogue
 * (and Storybook into its own, so the list is here, where both can read it),
 * after the main `<locale>.json`: each keeps its texts out of the page's entry, and the chunk
 * that shows them brings its Italian as the fallback. The forms' (decision 199), the pages
 * around the bill (decision 207), the shell: footer, cookie banner, snackbar, menu (decision
 * 227), the customer area's pages and parts (issue 18), and the bill's glossary, brought by the
 * explanation's own chunk (issue 32, decision 640). A folder that is not there adds nothing.
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
  'glossary',
] as const;
