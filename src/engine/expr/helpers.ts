import { billDocumentOf } from '../../domain/billDocument.ts';
import { hasManySupplies } from '../../domain/consumption.ts';
import { hasItems, isDirectDebit, isFlagOn, isGas, readPath } from '../../domain/flags.ts';
import {
  isCredit,
  paymentStatusMessage,
  showsAmountsChart,
  showsDirectDebitPromotion,
  showsExpiry,
  showsPayNow,
  showsVatTable,
} from '../../domain/payment.ts';
import { showsWebBill } from '../../domain/webBill.ts';
import type { ResolveContext } from '../context.ts';

/**
 * The `$functions` expressions may call, bound to one context. Each is a pure rule of
 * src/domain, so a template and a widget can never disagree about what a flag means.
 */
export function expressionHelpers(
  context: ResolveContext,
  pageModules: ReadonlySet<string> = new Set(),
): Record<string, unknown> {
  const doc = context.doc;
  // Decision 156: the context stays `unknown` (the engine knows no bill schema); the bill's
  // rules get it narrowed once here. `$flag` keeps the raw document: its path is dynamic.
  const bill = billDocumentOf(doc);
  return {
    flag: (name: unknown) => typeof name === 'string' && isFlagOn(readPath(doc, name)),
    isOn: (value: unknown) => isFlagOn(value),
    isGas: () => isGas(bill?.tipo_bolletta),
    isDirectDebit: () => isDirectDebit(bill?.document_payment),
    hasItems: (value: unknown) => hasItems(value),
    isMobile: () => context.device === 'mobile',
    // No message is "nothing" (undefined), not null, so `$exists(...)` reads it as absent.
    paymentStatusMessage: () => paymentStatusMessage(bill) ?? undefined,
    showsPayNow: () => showsPayNow(bill),
    showsDirectDebitPromotion: () => showsDirectDebitPromotion(bill),
    isCredit: () => isCredit(bill?.document_payment_debt),
    showsExpiry: () => showsExpiry(bill),
    showsVatTable: () => showsVatTable(bill),
    showsAmountsChart: () => showsAmountsChart(bill),
    hasManySupplies: () => hasManySupplies(bill),
    showsWebBill: () => showsWebBill(bill),
    // Filled by resolve before the modules are resolved: see pageModules in resolve.ts.
    shown: (key: unknown) => typeof key === 'string' && pageModules.has(key),
  };
}

/** Names of the helpers, for documentation and tests. */
export const helperNames = [
  'flag',
  'isOn',
  'isGas',
  'isDirectDebit',
  'hasItems',
  'isMobile',
  'paymentStatusMessage',
  'showsPayNow',
  'showsDirectDebitPromotion',
  'isCredit',
  'showsExpiry',
  'showsVatTable',
  'showsAmountsChart',
  'hasManySupplies',
  'showsWebBill',
  'shown',
];
