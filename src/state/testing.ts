import { createBillStore } from './bill.ts';

/**
 * The bill store of a test file: its helpers render widgets inside a `BillProvider` of this
 * store, and its tests set and read the bill through it. Each test file has its own modules,
 * hence its own store.
 */
export const testBill = createBillStore();
