/**
 * The members of an event's `data` as docs/events.md lists them: one row per member, nested
 * objects and list items under dotted paths (`attachments[].url`), each with its schema.
 */

export interface Schema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

export interface Member {
  path: string;
  schema: Schema;
  required: boolean;
}

/** Every member under `schema` (an object's properties), depth first, in the schema's order. */
export function membersOf(schema: Schema, prefix = '', required = true): Member[] {
  const out: Member[] = [];
  for (const [name, member] of Object.entries(schema.properties ?? {})) {
    const path = `${prefix}${name}`;
    const isRequired = required && (schema.required ?? []).includes(name);
    out.push({ path, schema: member, required: isRequired });
    if (member.properties) out.push(...membersOf(member, `${path}.`, isRequired));
    if (member.items?.properties) out.push(...membersOf(member.items, `${path}[].`, isRequired));
  }
  return out;
}

const literal = (value: unknown) => `\`${JSON.stringify(value)}\``;

/** A member's type in words a reader of the docs takes in at once. */
export function typeText(schema: Schema): string {
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return `one of ${schema.enum.map(literal).join(', ')}`;
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.map(typeText).join(' or ');
  if (schema.$ref) return `see \`${schema.$ref.replace(/^https:\/\/quadro\.dev\/schemas\//, '')}\``;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const words = types.map((type) => {
    if (type === 'array') return `list of ${schema.items ? typeText(schema.items) : 'values'}`;
    if (type === 'string' && schema.format) return `string (${schema.format})`;
    return type;
  });
  return words.length > 0 ? words.join(' or ') : 'any';
}
