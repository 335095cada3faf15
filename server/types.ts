/**
 * The shapes of the configuration and import files the server reads, by schema file. Each is
 * checked by its schema in `schemas/` before it is used (`parseWith` in ./validation.ts); these
 * types name only the members the server reads.
 */
import type { Catalogue } from './hosts/catalogue.ts';

export interface HostSettings {
  templateName: string;
  supplier: string;
  supplierName?: string;
  locales: string[];
  defaultLocale?: string;
  paymentProvider?: 'nexi' | 'worldline';
  social?: Record<string, unknown>;
  footer?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface SecretRef {
  env: string;
  sandboxDefault: string;
}

/** How often the public API may be called (issue 12); every member has a default (server/http/limits.ts). */
export interface Limits {
  readsPerMinutePerAddress?: number;
  writesPerMinutePerAddress?: number;
  writesPerMinutePerLink?: number;
  failedLinksPerMinutePerAddress?: number;
  messagesPerBillPerDay?: number;
}

export interface ServerSettings {
  aliases?: string[];
  default?: boolean;
  linkTtlDays?: number;
  selfReadingFromDay?: number;
  limits?: Limits;
  payments?: {
    nexi?: { alias: string; macAlgorithm: 'sha1' | 'sha256'; macKey: SecretRef; url: string };
    worldline?: { merchantId: string; keyId: string; hmacKey: SecretRef; url: string };
  };
}

/** A sample bill as `fixtures/*.json` and `quadro import` read it. */
export interface Bundle {
  id: string;
  supplier: string;
  title?: string;
  template?: string;
  document: Record<string, unknown>;
  instalments?: unknown;
  modules?: unknown;
  profile?: unknown;
  contacts?: unknown;
  pdf?: string;
}

export interface SchemaTypes {
  'host-settings.schema.json': HostSettings;
  'host-server.schema.json': ServerSettings;
  'locale-catalogue.schema.json': Catalogue;
  'bill-bundle.schema.json': Bundle;
}
