/**
 * Shapes a schema of `schemas/` for json-schema-to-typescript so that its types carry names a
 * widget can say (`Supply`, `VatLine`) and nothing is emitted twice. Only annotations change
 * (`title`, `tsType`, where a `$ref` sits): what the schema accepts is not this script's concern.
 */

export type SchemaNode = { [key: string]: unknown };

/** What a `$ref` to another schema file becomes: an imported type. */
export interface ExternalType {
  type: string;
  module: string;
  /** The other file's schema, whose `$defs` a `file#/$defs/name` reference copies in. */
  schema: SchemaNode;
}

/**
 * Names of objects that are not `$defs`, by JSON pointer into their schema file: the items and
 * sections widgets and domain functions take as a whole.
 */
const namedObjects: Record<string, Record<string, string>> = {
  BillDocument: {
    '/properties/dati_pagamento_fields': 'PaymentFields',
    '/$defs/interactiveData/properties/header': 'BillHeaderData',
    '/$defs/interactiveData/properties/riepilogo_doc': 'DocumentSummary',
    '/$defs/interactiveData/properties/sintesi_importi': 'AmountsSummary',
    '/$defs/interactiveData/properties/sintesi_importi/properties/tabella_iva/items': 'VatLine',
    '/$defs/interactiveData/properties/sintesi_importi/properties/grafico_importi/items':
      'AmountSlice',
    '/$defs/interactiveData/properties/mancati_pagamenti/items': 'MissedPayment',
    '/$defs/interactiveData/properties/insoluti/items': 'UnpaidBill',
    '/$defs/interactiveData/properties/contatti': 'DistributorContacts',
    '/$defs/supply/properties/consumi': 'SupplyConsumption',
    '/$defs/supply/properties/storico_consumi/items': 'ConsumptionMonth',
    '/$defs/supply/properties/spesa_annua/items': 'SpendMonth',
    '/$defs/supply/properties/letture/items': 'MeterReading',
    '/$defs/interactiveData/properties/scontrino_energia': 'EnergyReceipt',
    '/$defs/interactiveData/properties/scontrino_energia/properties/righe/items': 'ReceiptLine',
    '/$defs/interactiveData/properties/box_offerta': 'OfferBox',
    '/$defs/interactiveData/properties/bolletta_precedente': 'PreviousBill',
  },
  HostServerSettings: {
    '/$defs/secret': 'SecretRef',
  },
  InstalmentsAnswer: {
    '/properties/data': 'InstalmentsData',
    '/$defs/rata': 'Instalment',
  },
};

const pascal = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object-shaped definition gets a named type; a scalar one (`text`, `flag`) is inlined. */
function isObjectShaped(def: SchemaNode): boolean {
  const type = def['type'];
  return (
    'properties' in def ||
    'additionalProperties' in def ||
    type === 'object' ||
    (Array.isArray(type) && type.includes('object'))
  );
}

/** Stands in for a numbered key family until `bandSignatures` writes its index signature. */
export const bandMarker = '__numbered_';

/**
 * `patternProperties` such as `^consumo_f[0-9]+$` would become `[k: string]`, which lets any
 * misspelt name through. Each `^<prefix>[0-9]+$` pattern becomes a marked property, which
 * `bandSignatures` turns into the template-literal signature `[k: \`<prefix>${number}\`]`.
 */
function bandKeys(node: SchemaNode): void {
  const patterns = node['patternProperties'];
  if (!isNode(patterns)) return;
  const properties = isNode(node['properties']) ? node['properties'] : {};
  for (const [pattern, schema] of Object.entries(patterns)) {
    const prefix = /^\^([A-Za-z_]+)\[0-9\]\+\$$/.exec(pattern)?.[1];
    if (prefix === undefined) continue;
    properties[`${bandMarker}${prefix}`] = schema;
    Reflect.deleteProperty(patterns, pattern);
  }
  node['properties'] = properties;
  if (Object.keys(patterns).length === 0) Reflect.deleteProperty(node, 'patternProperties');
}

/** The marked properties of `bandKeys` as template-literal index signatures. */
export function bandSignatures(source: string): string {
  return source.replace(
    new RegExp(`${bandMarker}(\\w+)\\?:`, 'g'),
    (_, prefix: string) => `[k: \`${prefix}\${number}\`]:`,
  );
}

export function prepareSchema(
  raw: SchemaNode,
  typeName: string,
  byId: ReadonlyMap<string, ExternalType>,
): { schema: SchemaNode; imports: ExternalType[] } {
  const schema = structuredClone(raw);
  const defs = isNode(schema['$defs']) ? schema['$defs'] : {};
  const names = namedObjects[typeName] ?? {};
  const imports = new Map<string, ExternalType>();

  const named = new Set<string>();
  for (const [key, def] of Object.entries(defs)) {
    if (isNode(def) && isObjectShaped(def)) {
      def['title'] ??= names[`/$defs/${key}`] ?? pascal(key);
      named.add(key);
    }
  }

  function visit(node: unknown, pointer: string): unknown {
    if (Array.isArray(node)) return node.map((item, i) => visit(item, `${pointer}/${i}`));
    if (!isNode(node)) return node;
    const out: SchemaNode = {};
    for (const [key, value] of Object.entries(node)) out[key] = visit(value, `${pointer}/${key}`);
    const name = names[pointer];
    const isDef = /^\/\$defs\/[^/]+$/.test(pointer);
    if (name !== undefined && !isDef && !('title' in out)) {
      out['title'] = name;
    }
    bandKeys(out);
    const ref = out['$ref'];
    if (typeof ref !== 'string' || pointer === '') return out;
    const siblings = { ...out };
    delete siblings['$ref'];
    const [base = '', fragment] = ref.split('#');
    const external = byId.get(base);
    if (external && fragment === undefined) {
      imports.set(external.type, external);
      return { ...siblings, tsType: external.type };
    }
    if (external && fragment !== undefined) {
      // Another file's scalar definition (a supplier code, a template name): copied in.
      const theirs = external.schema['$defs'];
      const def = isNode(theirs) ? theirs[fragment.replace('/$defs/', '')] : undefined;
      return isNode(def) ? { ...def, ...siblings } : out;
    }
    const key = ref.replace('#/$defs/', '');
    const def = defs[key];
    if (!isNode(def)) return out;
    // A scalar definition is copied in, so the field keeps its own description.
    if (!named.has(key)) return { ...def, ...siblings };
    // A `$ref` beside a description would make json-schema-to-typescript emit a second copy
    // of the named type (`Supply1`); under allOf it refers to the one type.
    return Object.keys(siblings).length > 0 ? { ...siblings, allOf: [{ $ref: ref }] } : out;
  }

  const prepared = visit(schema, '') as SchemaNode;
  prepared['title'] = typeName;
  // Local `$ref`s resolve against `$id`, which would send the resolver to the network.
  delete prepared['$id'];
  return { schema: prepared, imports: [...imports.values()] };
}
