/**
 * JSON Schema → Markdown tables for docs/templates.md. Knows only the shapes our schemas use
 * (type, enum, const, $ref into $defs, anyOf, arrays, maps, if/then for required); anything
 * else reads as "any JSON value", so a new construct shows up in review rather than vanishing.
 */

export type Schema = Readonly<Record<string, unknown>>;

export function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Definitions that have their own section: a reference to them is a link, not inlined. */
export const linkedDefs: Readonly<Record<string, string>> = {
  name: '#names',
  expression: '#expressions',
  node: '#nodes',
  span: '#spans',
};

export class SchemaReader {
  constructor(readonly root: Schema) {}

  def(name: string): Schema {
    const defs = this.root.$defs;
    const found = isSchema(defs) ? defs[name] : undefined;
    if (!isSchema(found)) throw new Error(`schema has no $defs/${name}`);
    return found;
  }

  /** The schema a `$ref` points to, followed until it is not a reference. */
  deref(schema: Schema): Schema {
    const name = refName(schema);
    return name === undefined ? schema : this.deref(this.def(name));
  }

  /** A schema's description, or the description of what it refers to. */
  description(schema: Schema): string {
    if (typeof schema.description === 'string') return schema.description;
    const name = refName(schema);
    return name === undefined ? '' : this.description(this.def(name));
  }

  /** A short type for a table cell, e.g. `integer, 1–12` or ``list of [node](#nodes)``. */
  type(schema: Schema): string {
    const name = refName(schema);
    if (name !== undefined) {
      const link = linkedDefs[name];
      return link === undefined ? this.type(this.def(name)) : `[${name}](${link})`;
    }
    if ('const' in schema) return code(JSON.stringify(schema.const));
    if (Array.isArray(schema.enum)) {
      return schema.enum.map((v) => code(JSON.stringify(v))).join(' or ');
    }
    if (Array.isArray(schema.anyOf)) {
      return schema.anyOf
        .filter(isSchema)
        .map((s) => this.type(s))
        .join(' or ');
    }
    // `propertyNames: { pattern }` names a string without saying so.
    const type: unknown =
      schema.type ?? (typeof schema.pattern === 'string' ? 'string' : undefined);
    switch (type) {
      case 'string':
        return withLimits('string', stringLimits(schema));
      case 'integer':
        return withLimits('integer', numberLimits(schema));
      case 'number':
        return withLimits('number', numberLimits(schema));
      case 'boolean':
        return 'boolean';
      case 'null':
        return '`null`';
      case 'array': {
        const items = isSchema(schema.items) ? this.type(schema.items) : 'any JSON value';
        const min = typeof schema.minItems === 'number' ? `, at least ${schema.minItems}` : '';
        return `list of ${items}${min}`;
      }
      case 'object':
        return this.#objectType(schema);
      default:
        return 'any JSON value';
    }
  }

  #objectType(schema: Schema): string {
    const values = schema.additionalProperties;
    if (!isSchema(values)) return isSchema(schema.properties) ? 'object (below)' : 'object';
    const keys = isSchema(schema.propertyNames) ? this.type(schema.propertyNames) : 'string';
    return `map of ${keys} → ${this.type(values)}`;
  }

  /** The properties an object schema declares itself (not those of a `$ref`). */
  properties(schema: Schema): [string, Schema][] {
    const own = isSchema(schema.properties) ? Object.entries(schema.properties) : [];
    return own.filter((entry): entry is [string, Schema] => isSchema(entry[1]));
  }

  /**
   * A Markdown table: property, type, required, description. `requiredAlso` adds names that a
   * surrounding schema requires (a layout's `layout`); `skip` leaves names out.
   */
  table(schema: Schema, options: { requiredAlso?: string[]; skip?: string[] } = {}): string {
    const required = new Set([...strings(schema.required), ...(options.requiredAlso ?? [])]);
    const conditional = conditionalRequired(schema);
    const rows = this.properties(schema)
      .filter(([key]) => !(options.skip ?? []).includes(key))
      .map(([key, value]) => {
        const need = required.has(key) ? 'yes' : (conditional.get(key) ?? 'no');
        return [code(key), cell(this.type(value)), need, cell(this.description(value))];
      });
    const notes = oneOfRequired(schema);
    return [
      '| Property | Type | Required | Description |',
      '| --- | --- | --- | --- |',
      ...rows.map((r) => `| ${r.join(' | ')} |`),
      ...(notes === undefined ? [] : ['', notes]),
    ].join('\n');
  }
}

export function refName(schema: Schema): string | undefined {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return undefined;
  const match = /^#\/\$defs\/([A-Za-z0-9_]+)$/.exec(ref);
  if (!match?.[1]) throw new Error(`unsupported $ref ${ref}`);
  return match[1];
}

function stringLimits(schema: Schema): string[] {
  const limits: string[] = [];
  if (typeof schema.minLength === 'number' && schema.minLength > 0) limits.push('not empty');
  if (typeof schema.pattern === 'string') limits.push(`matching ${code(schema.pattern)}`);
  return limits;
}

function numberLimits(schema: Schema): string[] {
  const { minimum: min, maximum: max } = schema;
  if (typeof min === 'number' && typeof max === 'number') return [`${min}–${max}`];
  if (typeof min === 'number') return [`at least ${min}`];
  if (typeof max === 'number') return [`at most ${max}`];
  return [];
}

function withLimits(type: string, limits: string[]): string {
  return limits.length === 0 ? type : `${type}, ${limits.join(', ')}`;
}

/** `if: { not: { required: [a] } }, then: { required: [b] }` reads "b is required unless a". */
function conditionalRequired(schema: Schema): Map<string, string> {
  const found = new Map<string, string>();
  const condition = isSchema(schema.if) && isSchema(schema.if.not) ? schema.if.not : undefined;
  if (!condition || !isSchema(schema.then)) return found;
  const unless = strings(condition.required).map(code).join(' or ');
  for (const key of strings(schema.then.required)) found.set(key, `yes, unless ${unless} is given`);
  return found;
}

/** `oneOf: [{ required: [a] }, { required: [b] }]` reads "needs exactly one of a or b". */
function oneOfRequired(schema: Schema): string | undefined {
  if (!Array.isArray(schema.oneOf)) return undefined;
  const names = schema.oneOf.filter(isSchema).flatMap((s) => strings(s.required).map(code));
  return names.length === 0 ? undefined : `Needs exactly one of ${names.join(' or ')}.`;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/** Text safe inside a table cell. */
export function cell(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}
