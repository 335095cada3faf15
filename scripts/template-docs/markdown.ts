/**
 * docs/templates.md as a pure function of its inputs (./inputs.ts). Throws when the schemas
 * and the engine disagree (a helper the schema does not describe, an example that no longer
 * parses), so the page cannot be generated wrong.
 */
import { expressionBudget, expressionSyntaxError } from '../../src/engine/expr/compile.ts';
import { helperNames } from '../../src/engine/expr/helpers.ts';
import { engineMessages, type EngineMessageCode } from '../../src/diagnostics/messages.ts';
import type { Change, DocInputs } from './inputs.ts';
import * as prose from './prose.ts';
import { cell, code, isSchema, refName, SchemaReader, type Schema } from './schema.ts';

type Stage = 'check' | 'run time' | 'check and run time';

/** When each message of the engine's catalogue appears, with realistic arguments. */
const catalogue: Record<EngineMessageCode, { when: Stage; args: string[] }> = {
  'json-syntax': { when: 'check', args: ["Expected ',' or '}' after property value"] },
  'template-missing': { when: 'check', args: ['bi9'] },
  'fragment-missing': { when: 'check', args: ['payment-card'] },
  'extends-cycle': { when: 'check', args: ['a → b → a'] },
  'fragment-cycle': { when: 'check', args: ['x → y → x'] },
  'id-mismatch': { when: 'check', args: ['bi3', 'bi3-desktop'] },
  'patch-target-missing': { when: 'check', args: ['payment-card'] },
  'param-missing': { when: 'check', args: ['title', 'summary-card'] },
  'param-unknown': { when: 'check', args: ['titel', 'summary-card'] },
  schema: { when: 'check', args: ['missing required property "children"'] },
  'node-kind': { when: 'check', args: [] },
  'widget-unknown': { when: 'check and run time', args: ['Feild', 'DialogButton, Field, …'] },
  'widget-props': { when: 'check', args: ['Field', 'missing required property "path"'] },
  'expression-syntax': { when: 'check', args: ['Expected ")" (at character 12)'] },
  'expression-failed': { when: 'run time', args: ['Attempted to invoke a non-function'] },
  'expression-not-boolean': { when: 'run time', args: ['a string'] },
  'href-invalid': { when: 'run time', args: [] },
  'id-duplicate': { when: 'check', args: ['payment'] },
  'tab-duplicate': { when: 'check', args: ['home'] },
  'tab-default-missing': { when: 'check', args: ['home'] },
  'tab-default-link': { when: 'check', args: ['location'] },
  'trigger-duplicate': { when: 'check', args: ['help'] },
  'module-unknown': { when: 'run time', args: ['banner_pubblicitario'] },
  'module-cycle': { when: 'run time', args: ['fornitura'] },
  'widget-render-failed': { when: 'run time', args: ['Field', 'Cannot read properties of null'] },
  'receipt-mismatch': {
    when: 'run time',
    args: [
      'scontrino_energia is not shown: the lines do not add up to document_amount (lines 109.73, document_amount 110)',
    ],
  },
  'data-field-dropped': {
    when: 'run time',
    args: ['bill document', '/holder_cap', 'must be string,null'],
  },
  'template-unknown': { when: 'run time', args: ['bi9', 'demo'] },
};

/** Section titles; links inside the page use their GitHub anchors. */
const sections = {
  pipeline: 'How a template becomes a page',
  checking: 'Checking a template',
  file: 'The template file',
  nodes: 'Nodes',
  expressions: 'Expressions',
  variants: 'Variants: extends and patch',
  fragments: 'Fragments: use and $param',
  widgets: 'Widgets',
  bills: 'The bill templates',
  shared: 'Shared definitions',
  messages: 'Problems and events',
};

export function buildTemplateDocs(inputs: DocInputs, problemLine: string): string {
  const layout = new SchemaReader(inputs.layoutSchema);
  return [
    prose.banner,
    '# The template language',
    prose.intro,
    Object.values(sections)
      .map((title) => `- [${title}](#${slug(title)})`)
      .join('\n'),
    `## ${sections.pipeline}`,
    prose.pipeline,
    `## ${sections.checking}`,
    prose.checking(problemLine),
    `## ${sections.file}`,
    layout.description(layout.root),
    layout.table(layout.root),
    prose.minimalTemplateText,
    json(prose.minimalTemplate),
    ...nodeSections(layout),
    ...expressionSection(layout),
    ...variantSection(inputs),
    ...fragmentSection(inputs),
    ...widgetSection(inputs.widgets),
    `## ${sections.bills}`,
    `What each bill template of \`templates/\` shows, from its \`description\`. A page says each fact once
(issue 13): where the modules call lists two modules of one fact, the template names the module
that owns it and the others leave it out with \`$shown\`.`,
    ...inputs.billTemplates.flatMap(({ name, description }) => [`### \`${name}\``, description]),
    `## ${sections.shared}`,
    '### Names',
    layout.description(layout.def('name')),
    `Type: ${layout.type(layout.deref(layout.def('name')))}.`,
    '### Spans',
    layout.description(layout.def('span')),
    `Type: ${layout.type(layout.def('span'))}, where the object is:`,
    ...branchTables(layout, layout.def('span')),
    ...messageSection(),
  ].join('\n\n');
}

/** A table for each object branch of an `anyOf`. */
function branchTables(reader: SchemaReader, schema: Schema): string[] {
  const branches = Array.isArray(schema.anyOf) ? schema.anyOf.filter(isSchema) : [];
  return branches.filter((b) => isSchema(b.properties)).map((b) => reader.table(b));
}

/** The node kinds in the order the schema tells them apart (`if` widget, else slot, …). */
function nodeKinds(layout: SchemaReader): { key: string; def: string }[] {
  const kinds: { key: string; def: string }[] = [];
  let branch: Schema = layout.def('node');
  for (;;) {
    const key: unknown =
      isSchema(branch.if) && Array.isArray(branch.if.required) ? branch.if.required[0] : '';
    const then = isSchema(branch.then) ? refName(branch.then) : undefined;
    if (typeof key !== 'string' || then === undefined || !isSchema(branch.else)) break;
    kinds.push({ key, def: then });
    const next = refName(branch.else);
    if (next !== undefined) {
      kinds.push({ key: 'layout', def: next });
      break;
    }
    branch = branch.else;
  }
  return kinds;
}

/** The layout primitives: `layout` value → the def its `allOf` branch applies. */
function layoutKinds(layout: SchemaReader): { name: string; def: string }[] {
  const branches = layout.def('layoutNode').allOf;
  if (!Array.isArray(branches)) return [];
  return branches.filter(isSchema).flatMap((b) => {
    const props = isSchema(b.if) && isSchema(b.if.properties) ? b.if.properties : {};
    const value = isSchema(props.layout) ? props.layout.const : undefined;
    const def = isSchema(b.then) ? refName(b.then) : undefined;
    return typeof value === 'string' && def !== undefined ? [{ name: value, def }] : [];
  });
}

function nodeSections(layout: SchemaReader): string[] {
  const common = 'properties-every-node-may-carry';
  const out = [`## ${sections.nodes}`, layout.description(layout.def('node'))];
  out.push('### Properties every node may carry', layout.table(layout.def('common')));
  for (const { key, def } of nodeKinds(layout)) {
    const schema = layout.def(def);
    out.push(`### \`${key}\``, layout.description(schema));
    if (key !== 'layout') {
      out.push(layout.table(schema), `And the [properties every node may carry](#${common}).`);
      out.push(prose.kindNotes[key] ?? '');
      continue;
    }
    out.push(layout.table(schema));
    for (const kind of layoutKinds(layout)) {
      const primitive = layout.def(kind.def);
      out.push(`#### \`"layout": "${kind.name}"\``, prose.kindNotes[kind.name] ?? '');
      out.push(layout.table(primitive, { requiredAlso: ['layout'] }));
      for (const [name, property] of layout.properties(primitive)) {
        const items = property.type === 'array' && isSchema(property.items) ? property.items : {};
        if (!isSchema(items.properties)) continue;
        out.push(`Each item of \`${name}\`:`, layout.table(items));
      }
      out.push(`And the [properties every node may carry](#${common}).`);
    }
  }
  return out.filter((part) => part !== '');
}

function expressionSection(layout: SchemaReader): string[] {
  const description = layout.description(layout.def('expression'));
  for (const name of helperNames) {
    if (!description.includes(`$${name}(`))
      throw new Error(`the expression description lacks $${name}`);
  }
  const documented = Object.keys(prose.helperDocs);
  if (documented.join() !== helperNames.join()) {
    throw new Error(
      `helperDocs (${documented.join()}) differ from the engine's (${helperNames.join()})`,
    );
  }
  const context = /`\{ ([a-z, ]+) \}`/.exec(description)?.[1]?.split(', ') ?? [];
  if (context.join() !== Object.keys(prose.contextNames).join()) {
    throw new Error(
      `contextNames differ from the expression description's context ${context.join()}`,
    );
  }
  for (const [source] of prose.expressionExamples) {
    const error = expressionSyntaxError(source);
    if (error) throw new Error(`example ${source} does not parse: ${error}`);
  }
  const rows = (header: string, entries: [string, string][]) =>
    [header, '| --- | --- |', ...entries.map(([a, b]) => `| ${code(a)} | ${cell(b)} |`)].join('\n');
  return [
    `## ${sections.expressions}`,
    `> ${description}`,
    `Expressions are written in: ${expressionPlaces(layout).join('; ')}.`,
    '### Context',
    rows('| Name | Holds |', Object.entries(prose.contextNames)),
    '### Helpers',
    rows(
      '| Call | Yields |',
      helperNames.map((n) => Object.values(prose.helperDocs[n] ?? {}) as [string, string]),
    ),
    '### Rules',
    prose.expressionRules(expressionBudget),
    '### Examples',
    rows('| Expression | Shows |', [...prose.expressionExamples]),
  ];
}

/** Every property of the schema whose value is an expression, in words. */
function expressionPlaces(layout: SchemaReader): string[] {
  const places: string[] = [];
  const visit = (schema: Schema, owner: string) => {
    for (const [key, value] of layout.properties(schema)) {
      if (refName(value) === 'expression') places.push(`\`${key}\` of ${owner}`);
      const items = isSchema(value.items) ? value.items : undefined;
      if (items && isSchema(items.properties)) visit(items, `each item of \`${key}\``);
    }
  };
  const defs = isSchema(layout.root.$defs) ? Object.keys(layout.root.$defs) : [];
  for (const def of defs) visit(layout.def(def), def === 'common' ? 'every node' : `\`${def}\``);
  return places;
}

function variantSection(inputs: DocInputs): string[] {
  const { file, text, parent, changes } = inputs.variant;
  return [
    `## ${sections.variants}`,
    prose.variantRules,
    `### Example: \`${file}\``,
    '```json\n' + text.trim() + '\n```',
    `Composed, its effective template differs from \`${parent}\`'s in these values only; everything else is inherited:`,
    changes.map(describeChange).join('\n'),
  ];
}

function describeChange(change: Change): string {
  const show = (v: unknown) => (v === undefined ? '(absent)' : code(JSON.stringify(v)));
  return `- \`${change.pointer}\`: ${show(change.before)} → ${show(change.after)}`;
}

function fragmentSection(inputs: DocInputs): string[] {
  const fragment = new SchemaReader(inputs.fragmentSchema);
  const params = fragment.properties(fragment.root).find(([key]) => key === 'params')?.[1];
  const param = params && isSchema(params.additionalProperties) ? params.additionalProperties : {};
  const { file, text, useFile, use, expanded } = inputs.fragment;
  return [
    `## ${sections.fragments}`,
    fragment.description(fragment.root),
    fragment.table(fragment.root),
    'Each parameter:',
    fragment.table(param),
    prose.fragmentRules,
    `### Example: \`${file}\``,
    '```json\n' + text.trim() + '\n```',
    `\`${useFile}\` uses it:`,
    json(use),
    'and the loaded template holds, in its place:',
    json(expanded),
  ];
}

function widgetSection(widgets: DocInputs['widgets']): string[] {
  const out = [
    `## ${sections.widgets}`,
    `The widget catalogue (\`widgets/catalogue.gen.ts\`, generated from the widget folders by
\`npm run gen\`) lists each name a template may write in \`widget\`, with its props schema
(\`widgets/<Name>/props.schema.json\`), the version that introduced it and a one-line description
(\`widgets/<Name>/meta.ts\`). A name that is not in the catalogue is a problem when the template
is checked; should one reach the page anyway, it renders a quiet placeholder ([ADR 0003](adr/0003-unknown-widget.md)).`,
  ];
  for (const name of Object.keys(widgets).sort()) {
    const widget = widgets[name];
    if (!widget) continue;
    const { schema, since, description } = widget;
    const reader = new SchemaReader(schema);
    out.push(
      `### \`${name}\``,
      `**${description}** Since ${since}.`,
      reader.description(schema),
      reader.table(schema),
    );
  }
  return out;
}

function messageSection(): string[] {
  const rows = Object.entries(catalogue).map(([key, { when, args }]) => {
    const format: (...a: string[]) => string = engineMessages[key as EngineMessageCode];
    return `| \`${key}\` | ${when} | ${cell(format(...args))} |`;
  });
  return [
    `## ${sections.messages}`,
    `Every message comes from one catalogue (\`src/diagnostics/messages.ts\`). Found at **check** (and
at build), it is a problem with \`file:line:col\` and the template is not used. Found at **run time**,
it is an engine event (template id and JSON pointer) and the page goes on: the node is hidden or a
placeholder stands in its place, visible only in development. End-to-end tests read the events from
\`window.__quadroEvents\`.`,
    ['| Code | When | Example |', '| --- | --- | --- |', ...rows].join('\n'),
  ];
}

/** One line of JSON: Prettier breaks it where it is too long, as it does in templates/. */
function json(value: unknown): string {
  return '```json\n' + JSON.stringify(value) + '\n```';
}

/** GitHub's heading anchor. */
export function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replaceAll(' ', '-');
}
