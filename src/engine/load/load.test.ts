import { describe, expect, it } from 'vitest';
import { checkFragment, formatProblem, loadTemplate, memorySource } from '../index.ts';
import type { Template } from '../index.ts';

/**
 * Loading: read → extends/patch → fragments → validate. Every failure is checked by the exact
 * `file:line:col message` line a configurator reads, so a wrong location fails the test.
 * Fixtures are written one JSON line per array item, which makes the columns countable.
 */

/** Two small widgets, so that messages do not change when the product's registry grows. */
const schemas = {
  Note: {
    type: 'object',
    properties: { text: { type: 'string' } },
    required: ['text'],
    additionalProperties: false,
  },
  Badge: {
    type: 'object',
    properties: { level: { enum: [1, 2, 3] } },
    additionalProperties: false,
  },
};

const lines = (...rows: string[]) => rows.join('\n');

async function load(files: Record<string, string>, name = 't') {
  return loadTemplate(name, memorySource(files), schemas);
}

/** Loads and returns the effective template, failing with the problems when there are any. */
async function loadValid(files: Record<string, string>, name = 't'): Promise<Template> {
  const result = await load(files, name);
  expect(result.problems.map(formatProblem)).toEqual([]);
  if (!result.template) throw new Error('no template');
  return result.template;
}

const note = (text: string) => `{ "widget": "Note", "props": { "text": "${text}" } }`;

/** A parent with modules to keep, drop and replace, and ids to patch. */
const parent = lines(
  '{',
  '  "id": "p",',
  '  "modules": {',
  `    "keep": ${note('keep')},`,
  `    "drop": ${note('drop')},`,
  `    "swap": ${note('old')}`,
  '  },',
  '  "root": {',
  '    "id": "page",',
  '    "layout": "stack",',
  '    "gap": 1,',
  '    "children": [',
  '      { "id": "intro", "widget": "Note", "visible": "true", "props": { "text": "hello" } },',
  '      { "slot": "modules" }',
  '    ]',
  '  }',
  '}',
);

describe('loadTemplate with a valid template', () => {
  it('returns the effective template with its lineage, its layout and no problems', async () => {
    const template = await loadValid({
      't.json': lines('{', '  "id": "t",', `  "root": ${note('hi')}`, '}'),
    });
    expect(template).toEqual({
      id: 't',
      lineage: ['t'],
      layout: 't',
      modules: {},
      root: { widget: 'Note', props: { text: 'hi' } },
    });
  });

  it('accepts every node kind the schema describes', async () => {
    const template = await loadValid({
      't.json': JSON.stringify({
        $schema: '../schemas/layout.schema.json',
        id: 't',
        title: 'All kinds',
        description: 'One of each',
        modules: { riepilogo_doc: { widget: 'Badge', comment: 'a note for configurators' } },
        root: {
          layout: 'stack',
          gap: 0,
          children: [
            {
              layout: 'columns',
              gap: 8,
              columns: [
                { span: 4, children: [{ slot: 'modules_left' }] },
                { span: { mobile: 12, desktop: 8 }, visible: '$isMobile()', children: [] },
              ],
            },
            { layout: 'card', title: 'card.title', children: [{ widget: 'Badge' }] },
            {
              layout: 'tabs',
              variant: 'switcher',
              label: 'tabs.label',
              defaultTab: 'b',
              tabs: [
                { id: 'a', label: 'A', icon: 'home', children: [] },
                { id: 'b', label: 'B', visible: "$flag('x')", children: [] },
                { id: 'c', label: 'C', href: 'host.locationUrl' },
              ],
            },
            {
              layout: 'dialog',
              trigger: 'help',
              title: 'help.title',
              fullscreen: 'always',
              children: [],
            },
          ],
        },
      }),
    });
    expect(template.modules).toHaveProperty('riepilogo_doc');
    expect(template.root).toMatchObject({ layout: 'stack', gap: 0 });
  });
});

describe('loadTemplate with extends', () => {
  it('merges modules key by key: inherited, replaced, added, and removed by null', async () => {
    const template = await loadValid({
      'p.json': parent,
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "extends": "p",',
        `  "modules": { "drop": null, "swap": ${note('new')}, "added": ${note('added')} }`,
        '}',
      ),
    });
    expect(template.modules).toEqual({
      keep: { widget: 'Note', props: { text: 'keep' } },
      swap: { widget: 'Note', props: { text: 'new' } },
      added: { widget: 'Note', props: { text: 'added' } },
    });
  });

  it('inherits the root when the child gives none', async () => {
    const template = await loadValid({
      'p.json': parent,
      't.json': lines('{', '  "id": "t",', '  "extends": "p"', '}'),
    });
    expect(template.root).toMatchObject({ id: 'page', layout: 'stack', gap: 1 });
    expect(template.lineage).toEqual(['t', 'p']);
  });

  it("replaces the parent's root when the child gives one", async () => {
    const template = await loadValid({
      'p.json': parent,
      't.json': lines('{', '  "id": "t",', '  "extends": "p",', `  "root": ${note('mine')}`, '}'),
    });
    expect(template.root).toEqual({ widget: 'Note', props: { text: 'mine' } });
    expect(template.modules).toHaveProperty('keep');
  });

  it('follows a chain of parents, nearest first in the lineage', async () => {
    const template = await loadValid({
      'p.json': parent,
      'c.json': lines(
        '{',
        '  "id": "c",',
        '  "extends": "p",',
        '  "modules": { "keep": null }',
        '}',
      ),
      't.json': lines('{', '  "id": "t",', '  "extends": "c"', '}'),
    });
    expect(template.lineage).toEqual(['t', 'c', 'p']);
    expect(Object.keys(template.modules).sort()).toEqual(['drop', 'swap']);
  });

  it('applies a patch by node id as an RFC 7396 merge patch, null deleting a key', async () => {
    const template = await loadValid({
      'p.json': parent,
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "extends": "p",',
        '  "patch": {',
        '    "page": { "gap": 3 },',
        '    "intro": { "visible": null, "props": { "text": "patched" } }',
        '  }',
        '}',
      ),
    });
    expect(template.root).toEqual({
      id: 'page',
      layout: 'stack',
      gap: 3,
      children: [{ id: 'intro', widget: 'Note', props: { text: 'patched' } }, { slot: 'modules' }],
    });
  });

  it('patches a node inside an inherited module', async () => {
    const template = await loadValid({
      'p.json': lines(
        '{',
        '  "id": "p",',
        '  "modules": { "m": { "id": "badge", "widget": "Badge", "props": { "level": 1 } } },',
        '  "root": { "slot": "modules" }',
        '}',
      ),
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "extends": "p",',
        '  "patch": { "badge": { "props": { "level": 2 } } }',
        '}',
      ),
    });
    expect(template.modules.m).toEqual({ id: 'badge', widget: 'Badge', props: { level: 2 } });
  });

  it('replaces arrays as a whole, as RFC 7396 says', async () => {
    const template = await loadValid({
      'p.json': parent,
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "extends": "p",',
        `  "patch": { "page": { "children": [${note('only')}] } }`,
        '}',
      ),
    });
    expect(template.root).toMatchObject({
      children: [{ widget: 'Note', props: { text: 'only' } }],
    });
  });
});

describe('loadTemplate with fragments', () => {
  const fragment = lines(
    '{',
    '  "id": "f",',
    '  "params": { "text": { "default": "fallback" }, "level": {} },',
    '  "root": {',
    '    "layout": "card",',
    '    "visible": "$flag(\'b\')",',
    '    "children": [',
    '      { "widget": "Note", "props": { "text": { "$param": "text" } } },',
    '      { "widget": "Badge", "props": { "level": { "$param": "level" } } }',
    '    ]',
    '  }',
    '}',
  );
  const card = (text: string, level: number) => [
    { widget: 'Note', props: { text } },
    { widget: 'Badge', props: { level } },
  ];

  it("substitutes parameters, falling back to each parameter's default", async () => {
    const template = await loadValid({
      'fragments/f.json': fragment,
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "root": { "layout": "stack", "children": [',
        '    { "use": "f", "with": { "text": "given", "level": 2 } },',
        '    { "use": "f", "with": { "level": 3 } }',
        '  ] }',
        '}',
      ),
    });
    expect(template.root).toEqual({
      layout: 'stack',
      children: [
        { layout: 'card', visible: "$flag('b')", children: card('given', 2) },
        { layout: 'card', visible: "$flag('b')", children: card('fallback', 3) },
      ],
    });
  });

  it("carries the use node's id and visible onto the fragment's root", async () => {
    const template = await loadValid({
      'fragments/f.json': fragment,
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "root": { "use": "f", "id": "summary", "visible": "$flag(\'a\')", "with": { "level": 1 } }',
        '}',
      ),
    });
    expect(template.root).toEqual({
      id: 'summary',
      layout: 'card',
      visible: "($flag('a')) and ($flag('b'))",
      children: card('fallback', 1),
    });
  });

  it('expands fragments in modules and fragments inside fragments, with nodes as arguments', async () => {
    const template = await loadValid({
      'fragments/outer.json': lines(
        '{',
        '  "id": "outer",',
        '  "params": { "content": {} },',
        '  "root": { "layout": "stack", "children": [{ "use": "inner" }, { "$param": "content" }] }',
        '}',
      ),
      'fragments/inner.json': lines('{', '  "id": "inner",', `  "root": ${note('inner')}`, '}'),
      't.json': lines(
        '{',
        '  "id": "t",',
        `  "modules": { "m": { "use": "outer", "with": { "content": ${note('arg')} } } },`,
        '  "root": { "slot": "modules" }',
        '}',
      ),
    });
    expect(template.modules.m).toEqual({
      layout: 'stack',
      children: [
        { widget: 'Note', props: { text: 'inner' } },
        { widget: 'Note', props: { text: 'arg' } },
      ],
    });
  });

  it('gives each use its own copy, so that one use never changes another', async () => {
    const template = await loadValid({
      'fragments/f.json': lines('{', '  "id": "f",', `  "root": ${note('x')}`, '}'),
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "root": { "layout": "stack", "children": [{ "use": "f", "id": "one" }, { "use": "f" }] }',
        '}',
      ),
    });
    expect(template.root).toEqual({
      layout: 'stack',
      children: [
        { id: 'one', widget: 'Note', props: { text: 'x' } },
        { widget: 'Note', props: { text: 'x' } },
      ],
    });
  });
});

interface Failure {
  problem: string;
  files: Record<string, string>;
  name?: string;
  expected: string[];
}

/** Text of `t.json` whose root is `root` (one line, on line 3). */
const withRoot = (root: string) => lines('{', '  "id": "t",', `  "root": ${root}`, '}');

const fragmentF = lines(
  '{',
  '  "id": "f",',
  '  "params": { "text": {} },',
  '  "root": { "widget": "Note", "props": { "text": { "$param": "text" } } }',
  '}',
);

const failures: Failure[] = [
  {
    problem: 'a template that does not exist, naming the file it looked for',
    files: {},
    name: 'nope',
    expected: ['nope.json template "nope" does not exist'],
  },
  {
    problem: 'a JSON syntax error at the offending character',
    files: { 't.json': lines('{', '  "id": "t",', '  "root": { "widget": "Note" ]', '}') },
    expected: ['t.json:3:30 invalid JSON: Unexpected token ]'],
  },
  {
    problem: 'a file that ends too early at its last character',
    files: { 't.json': lines('{', '  "id": "t",') },
    expected: ['t.json:2:13 invalid JSON: Unexpected end of JSON input'],
  },
  {
    problem: 'an unknown top-level property where it is written',
    files: {
      't.json': lines('{', '  "id": "t",', '  "colour": "red",', `  "root": ${note('a')}`, '}'),
    },
    expected: ['t.json:3:3 unknown property "colour"'],
  },
  {
    problem: 'an unknown property of a node where it is written',
    files: {
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "root": {',
        '    "widget": "Note",',
        '    "colour": "red",',
        '    "props": { "text": "a" }',
        '  }',
        '}',
      ),
    },
    expected: ['t.json:5:5 unknown property "colour"'],
  },
  {
    problem: 'a missing root in a template without extends',
    files: { 't.json': lines('{', '  "id": "t"', '}') },
    expected: ['t.json:1:1 missing required property "root"'],
  },
  {
    problem: 'a layout name that does not exist',
    files: { 't.json': withRoot('{ "layout": "grid", "children": [] }') },
    expected: ['t.json:3:13 must be one of "stack", "columns", "card", "tabs", "dialog"'],
  },
  {
    problem: 'a node without a kind key in one sentence',
    files: {
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "root": {',
        '    "layout": "stack",',
        '    "children": [',
        '      { "visible": "true" }',
        '    ]',
        '  }',
        '}',
      ),
    },
    expected: ['t.json:6:7 a node needs one of "widget", "layout", "slot" or "use"'],
  },
  {
    problem: 'a module entry without a kind key in one sentence, not three',
    files: {
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "modules": {',
        '    "m": { "visible": "true" }',
        '  },',
        '  "root": { "slot": "modules" }',
        '}',
      ),
    },
    expected: ['t.json:4:5 a node needs one of "widget", "layout", "slot" or "use"'],
  },
  ...[
    { what: 'both href and children', rest: '"href": "\'https://example.com\'", "children": []' },
    { what: 'neither href nor children', rest: '"icon": "home"' },
  ].map(({ what, rest }): Failure => ({
    problem: `a tab with ${what}`,
    files: {
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "root": {',
        '    "layout": "tabs",',
        '    "tabs": [',
        '      { "id": "a", "label": "A", "children": [] },',
        `      { "id": "b", "label": "B", ${rest} }`,
        '    ]',
        '  }',
        '}',
      ),
    },
    expected: ['t.json:7:7 needs exactly one of "href" or "children"'],
  })),
  {
    problem: 'a badly written extends name',
    files: { 't.json': lines('{', '  "id": "t",', '  "extends": "Base"', '}') },
    expected: ['t.json:3:3 must match pattern "^[a-z0-9][a-z0-9_-]*$"'],
  },
  {
    problem: 'a patch that is not an object',
    files: {
      'p.json': parent,
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "extends": "p",',
        '  "patch": { "intro": "hidden" }',
        '}',
      ),
    },
    expected: ['t.json:4:14 must be object'],
  },
  {
    problem: 'an id that does not match the file name',
    files: { 't.json': lines('{', '  "id": "other",', `  "root": ${note('a')}`, '}') },
    expected: ['t.json:2:3 id "other" does not match the file name "t"'],
  },
  {
    problem: 'a parent that does not exist, at the extends of the child',
    files: { 't.json': lines('{', '  "id": "t",', '  "extends": "base"', '}') },
    expected: ['t.json:3:3 template "base" does not exist'],
  },
  {
    problem: 'templates that extend each other, with the whole chain',
    files: {
      'a.json': lines('{', '  "id": "a",', '  "extends": "b"', '}'),
      'b.json': lines('{', '  "id": "b",', '  "extends": "a"', '}'),
    },
    name: 'a',
    expected: ['b.json:3:3 templates extend each other in a cycle: a → b → a'],
  },
  {
    problem: 'a template that extends itself',
    files: { 't.json': lines('{', '  "id": "t",', '  "extends": "t"', '}') },
    expected: ['t.json:3:3 templates extend each other in a cycle: t → t'],
  },
  {
    problem: 'a problem of the parent in the parent file',
    files: {
      'p.json': withRoot('{ "widget": "Nope" }').replace('"t"', '"p"'),
      't.json': lines('{', '  "id": "t",', '  "extends": "p"', '}'),
    },
    expected: ['p.json:3:13 unknown widget "Nope" (the registry has: Badge, Note)'],
  },
  {
    problem: 'a patch naming a node the parent has not',
    files: {
      'p.json': parent,
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "extends": "p",',
        '  "patch": {',
        '    "nope": { "visible": "false" }',
        '  }',
        '}',
      ),
    },
    expected: ['t.json:5:5 patch names node "nope", which the parent has not'],
  },
  {
    problem: 'a value a patch brings at the line of the patch',
    files: {
      'p.json': parent,
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "extends": "p",',
        '  "patch": {',
        '    "intro": { "props": { "text": 5 } }',
        '  }',
        '}',
      ),
    },
    expected: ['t.json:5:27 props of Note: must be string'],
  },
  {
    problem: 'a fragment that does not exist, at the use',
    files: { 't.json': withRoot('{ "use": "nope" }') },
    expected: ['t.json:3:13 fragment "nope" does not exist'],
  },
  {
    problem: 'fragments that use each other, at the use that closes the cycle',
    files: {
      't.json': withRoot('{ "use": "f" }'),
      'fragments/f.json': lines('{', '  "id": "f",', '  "root": { "use": "g" }', '}'),
      'fragments/g.json': lines(
        '{',
        '  "id": "g",',
        '  "root": { "layout": "stack", "children": [{ "use": "f" }] }',
        '}',
      ),
    },
    expected: ['fragments/g.json:3:47 fragments use each other in a cycle: f → g → f'],
  },
  {
    problem: 'a missing required parameter, at the use',
    files: { 't.json': withRoot('{ "use": "f" }'), 'fragments/f.json': fragmentF },
    expected: ['t.json:3:13 fragment "f" needs the parameter "text"'],
  },
  {
    problem: 'an unknown parameter where it is written',
    files: {
      't.json': withRoot('{ "use": "f", "with": { "text": "a", "size": 2 } }'),
      'fragments/f.json': fragmentF,
    },
    expected: ['t.json:3:48 fragment "f" has no parameter "size"'],
  },
  {
    problem: "a fragment's id that does not match its file name",
    files: {
      't.json': withRoot('{ "use": "f" }'),
      'fragments/f.json': lines('{', '  "id": "g",', `  "root": ${note('a')}`, '}'),
    },
    expected: ['fragments/f.json:2:3 id "g" does not match the file name "f"'],
  },
  {
    problem: "a fragment's JSON syntax error in the fragment's file",
    files: {
      't.json': withRoot('{ "use": "f" }'),
      'fragments/f.json': lines('{', '  "id": "f",', '  "root": ]', '}'),
    },
    expected: ['fragments/f.json:3:11 invalid JSON: Unexpected token ]'],
  },
  {
    problem: "a fragment's unknown property in the fragment's file",
    files: {
      't.json': withRoot('{ "use": "f" }'),
      'fragments/f.json': lines('{', '  "id": "f",', '  "oops": 1,', `  "root": ${note('a')}`, '}'),
    },
    expected: ['fragments/f.json:3:3 unknown property "oops"'],
  },
  {
    problem: 'an unknown widget, naming the widgets the registry has',
    files: { 't.json': withRoot('{ "widget": "Nope" }') },
    expected: ['t.json:3:13 unknown widget "Nope" (the registry has: Badge, Note)'],
  },
  {
    problem: 'a prop of the wrong value at the line of the prop',
    files: {
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "root": {',
        '    "widget": "Badge",',
        '    "props": {',
        '      "level": 7',
        '    }',
        '  }',
        '}',
      ),
    },
    expected: ['t.json:6:7 props of Badge: must be one of 1, 2, 3'],
  },
  {
    problem: 'an unknown prop at the line of the prop',
    files: {
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "root": {',
        '    "widget": "Badge",',
        '    "props": {',
        '      "size": 2',
        '    }',
        '  }',
        '}',
      ),
    },
    expected: ['t.json:6:7 props of Badge: unknown property "size"'],
  },
  {
    problem: 'a missing required prop at the props object',
    files: {
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "root": {',
        '    "widget": "Note",',
        '    "props": {}',
        '  }',
        '}',
      ),
    },
    expected: ['t.json:5:5 props of Note: missing required property "text"'],
  },
  {
    problem: 'a missing required prop of a widget without props at the node',
    files: { 't.json': withRoot('{ "widget": "Note" }') },
    expected: ['t.json:3:3 props of Note: missing required property "text"'],
  },
  {
    problem: 'a visible expression that does not parse',
    files: { 't.json': withRoot('{ "widget": "Badge", "visible": "doc.a =" }') },
    expected: [
      't.json:3:32 expression does not parse: Unexpected end of expression (at character 7)',
    ],
  },
  {
    problem: "a column's visible expression that does not parse",
    files: {
      't.json': withRoot(
        '{ "layout": "columns", "columns": [{ "span": 6, "visible": "(", "children": [] }] }',
      ),
    },
    expected: [
      't.json:3:59 expression does not parse: Expected ")" before end of expression (at character 1)',
    ],
  },
  {
    problem: "a tab's href expression that does not parse",
    files: {
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "root": {',
        '    "layout": "tabs",',
        '    "tabs": [',
        '      { "id": "a", "label": "A", "href": "host.url[" }',
        '    ]',
        '  }',
        '}',
      ),
    },
    expected: [
      't.json:6:34 expression does not parse: Expected "]" before end of expression (at character 9)',
    ],
  },
  {
    problem: 'a node id used twice, at the second use',
    files: {
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "root": {',
        '    "layout": "stack",',
        '    "children": [',
        '      { "id": "x", "widget": "Badge" },',
        '      { "id": "x", "widget": "Badge" }',
        '    ]',
        '  }',
        '}',
      ),
    },
    expected: ['t.json:7:9 node id "x" is used more than once'],
  },
  {
    problem: 'a node id of a module that the root already uses',
    files: {
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "modules": { "m": { "id": "x", "widget": "Badge" } },',
        '  "root": { "id": "x", "slot": "modules" }',
        '}',
      ),
    },
    expected: ['t.json:3:23 node id "x" is used more than once'],
  },
  {
    problem: 'a tab id used twice in one tab list',
    files: {
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "root": {',
        '    "layout": "tabs",',
        '    "tabs": [',
        '      { "id": "a", "label": "A", "children": [] },',
        '      { "id": "a", "label": "B", "children": [] }',
        '    ]',
        '  }',
        '}',
      ),
    },
    expected: ['t.json:7:9 tab id "a" is used more than once in this tab list'],
  },
  {
    problem: 'a defaultTab that is not one of the tabs',
    files: {
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "root": {',
        '    "layout": "tabs",',
        '    "defaultTab": "b",',
        '    "tabs": [{ "id": "a", "label": "A", "children": [] }]',
        '  }',
        '}',
      ),
    },
    expected: ['t.json:5:5 defaultTab "b" is not one of the tabs'],
  },
  {
    problem: 'a defaultTab that only opens a link',
    files: {
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "root": {',
        '    "layout": "tabs",',
        '    "defaultTab": "map",',
        '    "tabs": [',
        '      { "id": "a", "label": "A", "children": [] },',
        '      { "id": "map", "label": "M", "href": "host.url" }',
        '    ]',
        '  }',
        '}',
      ),
    },
    expected: ['t.json:5:5 defaultTab "map" only opens a link; choose a tab with content'],
  },
  {
    problem: 'a badly written module key at the key, naming it',
    files: {
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "modules": {',
        `    "Bad-Key": ${note('a')}`,
        '  },',
        '  "root": { "slot": "modules" }',
        '}',
      ),
    },
    expected: ['t.json:4:5 property name "Bad-Key" must match pattern "^[a-z0-9_]+$"'],
  },
  {
    problem: 'a dialog trigger used twice, at the second dialog',
    files: {
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "root": {',
        '    "layout": "stack",',
        '    "children": [',
        '      { "layout": "dialog", "trigger": "help", "title": "t", "children": [] },',
        '      { "layout": "dialog", "trigger": "help", "title": "t", "children": [] }',
        '    ]',
        '  }',
        '}',
      ),
    },
    expected: ['t.json:7:29 dialog trigger "help" is used more than once'],
  },
  {
    problem: 'every problem of a template, not only the first',
    files: {
      't.json': lines(
        '{',
        '  "id": "t",',
        '  "root": {',
        '    "layout": "stack",',
        '    "children": [',
        '      { "widget": "Nope" },',
        '      { "widget": "Badge", "visible": "(" }',
        '    ]',
        '  }',
        '}',
      ),
    },
    expected: [
      't.json:6:9 unknown widget "Nope" (the registry has: Badge, Note)',
      't.json:7:28 expression does not parse: Expected ")" before end of expression (at character 1)',
    ],
  },
];

describe('loadTemplate reports, as file:line:col message, and returns no template for', () => {
  it.each(failures)('$problem', async ({ files, name, expected }) => {
    const result = await load(files, name);
    expect(result.problems.map(formatProblem)).toEqual(expected);
    expect(result.template).toBeUndefined();
  });
});

describe('checkFragment', () => {
  it('finds no problem in a well-formed fragment that no template uses', async () => {
    expect(await checkFragment('f', memorySource({ 'fragments/f.json': fragmentF }))).toEqual([]);
  });

  it("reports a fragment's own problems with file:line:col", async () => {
    const source = memorySource({
      'fragments/f.json': lines(
        '{',
        '  "id": "f",',
        '  "params": { "text": { "defualt": 1 } },',
        `  "root": ${note('a')}`,
        '}',
      ),
    });
    expect((await checkFragment('f', source)).map(formatProblem)).toEqual([
      'fragments/f.json:3:25 unknown property "defualt" — did you mean "default"?',
    ]);
  });
});
