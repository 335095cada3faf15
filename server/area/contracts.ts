import type { Queryable } from '../db/database.ts';
import type { Principal } from '../identity/bearer.ts';
import type { Contract } from '../../schemas/types/contract.gen.ts';

export type { Contract };

interface ContractRow {
  id: string;
  customer_id: string;
  commodity: 'power' | 'gas';
  point: string;
  site_id: string;
  address: unknown;
  offer: string;
  offer_code: string;
  start_date: string | null;
  status: Contract['status'];
  details: unknown;
}

// to_char keeps the date a plain YYYY-MM-DD on both databases (pg would make it a Date).
const columns = `k.id, k.customer_id, k.commodity, k.point, k.site_id, k.address, k.offer,
  k.offer_code, to_char(k.start_date, 'YYYY-MM-DD') AS start_date, k.status, k.details`;

/** The login's own contracts only, held to the token's supplier (see ./customers.ts). */
const own = `FROM contracts k JOIN customers c ON c.id = k.customer_id
  JOIN account_customers a ON a.customer_id = c.id
  WHERE a.account_id = $1 AND c.supplier = $2`;

const order = `ORDER BY CASE k.status WHEN 'active' THEN 0 WHEN 'activating' THEN 1 ELSE 2 END,
  k.start_date NULLS LAST, k.id`;

/** The contracts of one of the login's customers (none for another's), without details. */
export async function contractsOf(
  db: Queryable,
  principal: Principal,
  customerId: string,
): Promise<Contract[]> {
  const rows = await db.query<ContractRow>(`SELECT ${columns} ${own} AND c.id = $3 ${order}`, [
    principal.accountId,
    principal.supplier,
    customerId,
  ]);
  return rows.map((row) => toContract(row, false));
}

/** One of the login's contracts, with its details; null for a missing one and another's. */
export async function findContract(
  db: Queryable,
  principal: Principal,
  contractId: string,
): Promise<Contract | null> {
  const rows = await db.query<ContractRow>(`SELECT ${columns} ${own} AND k.id = $3`, [
    principal.accountId,
    principal.supplier,
    contractId,
  ]);
  const row = rows[0];
  return row ? toContract(row, true) : null;
}

/** The contract of a customer's supply point (POD or PDR), with its details. */
export async function findContractByPoint(
  db: Queryable,
  principal: Principal,
  customerId: string,
  point: string,
): Promise<Contract | null> {
  const rows = await db.query<ContractRow>(
    `SELECT ${columns} ${own} AND c.id = $3 AND k.point = $4`,
    [principal.accountId, principal.supplier, customerId, point],
  );
  const row = rows[0];
  return row ? toContract(row, true) : null;
}

/** Counts of a customer's contracts: all, active, power and gas. */
export function contractCounts(contracts: readonly Contract[]): {
  contracts: number;
  active: number;
  power: number;
  gas: number;
} {
  return {
    contracts: contracts.length,
    active: contracts.filter((c) => c.status === 'active').length,
    power: contracts.filter((c) => c.commodity === 'power').length,
    gas: contracts.filter((c) => c.commodity === 'gas').length,
  };
}

function toContract(row: ContractRow, withDetails: boolean): Contract {
  const contract: Contract = {
    id: row.id,
    customerId: row.customer_id,
    commodity: row.commodity,
    tipo_punto: row.commodity === 'gas' ? 'PDR' : 'POD',
    point: row.point,
    id_sede: row.site_id,
    address: Array.isArray(row.address)
      ? row.address.filter((line): line is string => typeof line === 'string')
      : [],
    offer: row.offer,
    offer_code: row.offer_code,
    start_date: row.start_date,
    status: row.status,
  };
  if (withDetails) contract.details = detailsOf(row.details);
  return contract;
}

/** The stored details, keeping only text, numbers and null (what the schema allows). */
function detailsOf(value: unknown): NonNullable<Contract['details']> {
  const details: NonNullable<Contract['details']> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return details;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (typeof item === 'string' || typeof item === 'number' || item === null) details[key] = item;
  }
  return details;
}
