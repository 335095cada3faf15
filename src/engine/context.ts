import type { DeviceClass } from './model.ts';

/*
 * The context sits beside the model, not in resolve/, because both expr/ (the helpers bound to
 * it) and resolve/ (which evaluates against it) need it, and expr/ must not import resolve/.
 */

/** What expressions see (spec §2 and DESIGN "The template language"). */
export interface ResolveContext {
  doc: unknown;
  rate?: unknown;
  modules?: unknown;
  host?: unknown;
  device: DeviceClass;
  /** The supply selected in the supply selector (spec §2 "Supply data"). */
  supply?: unknown;
  /**
   * On a page of the customer area (issue 18): `{ page, customer, home }`, the page's route key,
   * the customer the client selector chose and that customer's home figures.
   */
  area?: unknown;
  locale: string;
}
