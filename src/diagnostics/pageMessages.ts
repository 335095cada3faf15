/**
 * The messages of the catalogue (`messages.ts`) that the page itself records before the engine's
 * chunk arrives: a field dropped from an API answer, a template that is not built. They live in
 * a module of their own so the bill's initial JavaScript carries these two and not the whole
 * catalogue of template problems, which only the engine and the tools show. Write new messages
 * in `messages.ts`; this file only for another one the page records before the engine loads.
 */
export const pageMessages = {
  'data-field-dropped': (answer: string, pointer: string, detail: string) =>
    `${answer} ${pointer} ${detail}: the field is left out, the rest is shown`,
  'template-unknown': (name: string, used: string) =>
    `template "${name}" is not built: "${used}" is shown instead`,
} as const;
