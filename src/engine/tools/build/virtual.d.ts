declare module 'virtual:quadro/templates' {
  /** Names of every template under templates/ (fragments excluded). */
  export const templateNames: string[];
  /**
   * The effective template as plain data, or undefined for an unknown name. With `host` (a
   * folder of hosts/), the template as that host sees it: its own `templates/` and those of
   * the hosts it extends over the shared ones, as the server serves it (decision 308). Typed
   * unknown here; `src/app/templates.ts` is the one place that names it a Template.
   */
  export function importTemplate(name: string, host?: string): Promise<unknown>;
}
