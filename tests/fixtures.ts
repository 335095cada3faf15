/**
 * The sample data files (`fixtures/*.json`, `hosts/<host>/hostsettings.json`) as the types of
 * their schemas. A JSON import widens every literal (`"nexi"` becomes string), so it does not fit
 * a type with enums; the one cast is here, and tests/unit/schemas.test.ts and fixtures.test.ts
 * check every such file against its schema, which is what the cast claims.
 */
import type { HostSettings } from '../schemas/types/host-settings.gen.ts';

/** A host's settings file, as the page receives it from /hostsettings.json. */
export const asHostSettings = (json: object): HostSettings => json as HostSettings;
