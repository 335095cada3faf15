/**
 * The sample data files (`fixtures/*.json`, `hosts/<host>/hostsettings.json`) as the types of
 * their schemas. A JSON import widens every literal (`"nexi"` becomes string), so it does not fit
 * a type with enums; the one cast is here, and tests/unit/schemas.test.ts and fixtures.test.ts
 * check every such file against its schema, which is what the cast claims.
 */
import type { BillDocument, ConsumptionMonth, Supply } from '../schemas/types/bill-document.gen.ts';
import type { HostSettings } from '../schemas/types/host-settings.gen.ts';
import type { InstalmentsData } from '../schemas/types/instalments.gen.ts';
import type { BillModules } from '../schemas/types/modules.gen.ts';

/** A host's settings file, as the page receives it from /hostsettings.json. */
export const asHostSettings = (json: object): HostSettings => json as HostSettings;

/** A bill for the store as tests, stories and samples write it: JSON, or a literal. */
export interface UntypedBill {
  doc: unknown;
  rate?: unknown;
  modules?: unknown;
}

/**
 * The bill as the store holds it. The page validates every answer before it reaches the store
 * (src/api/validate.ts); a test's sample bills are checked against the schemas by
 * tests/unit/fixtures.test.ts, and a test that hands a field of the wrong type on purpose does
 * so to show that the widget still does not trust it (shared decision 2).
 */
export const asBill = (bill: UntypedBill) =>
  bill as {
    doc: BillDocument | undefined;
    rate?: InstalmentsData | undefined;
    modules?: BillModules | undefined;
  };

/** A sample bill's document as the store types it (what `asBill` does for a whole bill). */
export const asDocument = (json: object): BillDocument => json as BillDocument;

/*
 * Values of the wrong shape on purpose, handed to a rule that takes a typed part of the bill:
 * the test shows that the rule still does not trust them (shared decision 2), as the fuzz
 * tests do.
 */
export const untrustedSupply = (value: unknown) => value as Supply;
export const untrustedSupplies = (value: unknown) => value as Supply[] | undefined;
export const untrustedDocument = (value: unknown) => value as BillDocument | undefined;
export const untrustedMonth = (value: unknown) => value as ConsumptionMonth | undefined;
export const untrustedMonths = (value: unknown) => value as ConsumptionMonth[] | undefined;
