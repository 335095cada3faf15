/**
 * The shapes of the configuration and import files the server reads, by schema file. Each is
 * checked by its schema in `schemas/` before it is used (`parseWith` in ./validation.ts); the
 * types are generated from those schemas (scripts/gen-schema-types.ts), shared with the page.
 */
import type { BillBundle } from '../schemas/types/bill-bundle.gen.ts';
import type { HostServerSettings } from '../schemas/types/host-server.gen.ts';
import type { HostSettings } from '../schemas/types/host-settings.gen.ts';
import type { Catalogue } from './hosts/catalogue.ts';

export type { HostSettings };
export type { SecretRef } from '../schemas/types/host-server.gen.ts';

/** A host's server-only settings (`server.json`, schemas/host-server.schema.json). */
export type ServerSettings = HostServerSettings;

/** How often the public API may be called (issue 12); every member has a default (server/http/limits.ts). */
export type Limits = NonNullable<ServerSettings['limits']>;

/** A sample bill as `fixtures/*.json` and `quadro import` read it. */
export type Bundle = BillBundle;

export interface SchemaTypes {
  'host-settings.schema.json': HostSettings;
  'host-server.schema.json': ServerSettings;
  'locale-catalogue.schema.json': Catalogue;
  'bill-bundle.schema.json': Bundle;
}
