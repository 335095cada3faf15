declare module 'virtual:quadro/templates' {
  /** Names of every template under templates/ (fragments excluded). */
  export const templateNames: string[];
  /**
   * The effective template as plain data, or undefined for an unknown name. Typed unknown
   * here; `src/app/templates.ts` is the one place that names it a Template.
   */
  export function importTemplate(name: string): Promise<unknown>;
}
