import { pageMessages } from './pageMessages.ts';

/**
 * Every message the engine shows to configurators and developers, in one catalogue
 * (Adaptive Cards' lesson: problems read the same wherever they are found).
 */
export const engineMessages = {
  'json-syntax': (detail: string) => `invalid JSON: ${detail}`,
  'template-missing': (name: string) => `template "${name}" does not exist`,
  'fragment-missing': (name: string) => `fragment "${name}" does not exist`,
  'extends-cycle': (chain: string) => `templates extend each other in a cycle: ${chain}`,
  'fragment-cycle': (chain: string) => `fragments use each other in a cycle: ${chain}`,
  'id-mismatch': (id: string, file: string) => `id "${id}" does not match the file name "${file}"`,
  'patch-target-missing': (id: string) => `patch names node "${id}", which the parent has not`,
  'param-missing': (name: string, fragment: string) =>
    `fragment "${fragment}" needs the parameter "${name}"`,
  'param-unknown': (name: string, fragment: string) =>
    `fragment "${fragment}" has no parameter "${name}"`,
  schema: (detail: string) => detail,
  'node-kind': () => 'a node needs one of "widget", "layout", "slot" or "use"',
  'widget-unknown': (name: string, known: string) =>
    `unknown widget "${name}" (the registry has: ${known})`,
  'widget-props': (name: string, detail: string) => `props of ${name}: ${detail}`,
  'expression-syntax': (detail: string) => `expression does not parse: ${detail}`,
  'expression-failed': (detail: string) => `expression failed, node hidden: ${detail}`,
  'expression-not-boolean': (type: string) =>
    `expression yielded ${type}, not a boolean: node hidden`,
  'href-invalid': () => 'tab link is not an http(s) URL: tab hidden',
  'id-duplicate': (id: string) => `node id "${id}" is used more than once`,
  'tab-duplicate': (id: string) => `tab id "${id}" is used more than once in this tab list`,
  'tab-default-missing': (id: string) => `defaultTab "${id}" is not one of the tabs`,
  'tab-default-link': (id: string) =>
    `defaultTab "${id}" only opens a link; choose a tab with content`,
  'trigger-duplicate': (name: string) => `dialog trigger "${name}" is used more than once`,
  'module-unknown': (key: string) => `module "${key}" has no entry in the template: ignored`,
  'module-cycle': (key: string) =>
    `module "${key}" holds a slot that lists it again: not shown a second time`,
  // Issue 32 (decision 630): the message is the domain's, which the ingestion API shares.
  'receipt-mismatch': (detail: string) => detail,
  'widget-render-failed': (name: string, detail: string) =>
    `widget ${name} failed to render: ${detail}`,
  ...pageMessages,
} as const;

export type EngineMessageCode = keyof typeof engineMessages;
