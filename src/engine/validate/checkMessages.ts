/**
 * The messages only `quadro check` gives (issue 19): names that resolve to nothing a template,
 * a host folder or a catalogue can see. Beside the engine's catalogue (src/diagnostics), in the
 * same form, so a problem reads the same in the terminal and in the playground.
 */
export const checkMessages = {
  'widget-unknown-near': (name: string) => `unknown widget "${name}"`,
  'helper-unknown': (name: string) => `unknown helper "$${name}"`,
  'flag-unknown': (name: string) => `unknown flag "${name}"`,
  'module-key-unknown': (key: string) =>
    `module key "${key}" has no entry in the template's modules: it never shows`,
  'text-missing': (key: string, where: string) => `text key "${key}" is missing in ${where}`,
  'trigger-missing': (widget: string, trigger: string) =>
    `${widget} opens dialog "${trigger}", but no dialog of the template has that trigger`,
  'link-scheme': (value: string, allowed: string) => `link "${value}" is not ${allowed}`,
  'host-schema': (detail: string) => detail,
  'host-extends-missing': (name: string) => `"extends" names host "${name}", which hosts/ has not`,
  'host-extends-cycle': (chain: string) => `hosts extend each other in a cycle: ${chain}`,
  'host-template-missing': (name: string) => `template "${name}" is not one this host can see`,
  'host-template-clash': (name: string, shared: string) =>
    `host template "${name}" has the name of the shared ${shared}: give it a name of its own`,
  'host-file-missing': (file: string) => `file "${file}" is not in the host folder`,
  'host-text-unused': (key: string, locale: string) =>
    `text "${key}" overrides no text of the product's ${locale} catalogue: it does nothing`,
  'catalogue-text-missing': (key: string, locale: string) =>
    `text key "${key}" of the Italian catalogue is missing in ${locale}`,
  'glossary-term-shape': (term: string, detail: string) =>
    `glossary term "${term}" that the host adds ${detail}`,
  'glossary-term-missing': (term: string, locale: string, file: string, pointer: string) =>
    `glossary term "${term}" that the host adds is missing in ${locale}: ${file} needs ${pointer}/title and ${pointer}/text`,
  'glossary-label-term-unknown': (term: string) =>
    `glossaryLabels names term "${term}", which neither the product's glossary nor the host's catalogues have`,
  'glossary-term-unreached': (term: string) =>
    `glossary term "${term}" that the host adds is named by no rule of glossaryLabels: no line shows its "i"`,
} as const;

export type CheckMessageCode = keyof typeof checkMessages;
