import type { TemplateNode, UseNode } from '../model.ts';
import { isUseNode } from '../model.ts';
import { problem, type Problem } from '../problems.ts';
import { validateFragment } from '../validate/ajv.ts';
import { didYouMean } from '../validate/nearest.ts';
import { childLists } from '../walk.ts';
import { cloneTagged, isPlainObject } from './clone.ts';
import type { ParsedFile, Provenance } from './provenance.ts';
import { readChecked } from './read.ts';
import type { TemplateSource } from './source.ts';

interface FragmentDoc {
  id: string;
  params?: Record<string, { default?: unknown }>;
  root: TemplateNode;
}

/** Expands every `use` node under `node`, returning the node to put in its place. */
export class FragmentExpander {
  /** A parsed fragment, 'missing' when there is no such file, 'invalid' when it has problems. */
  readonly #cache = new Map<string, Promise<ParsedFile | 'missing' | 'invalid'>>();

  constructor(
    private readonly source: TemplateSource,
    private readonly provenance: Provenance,
    private readonly problems: Problem[],
    private readonly file: string,
  ) {}

  async expand(value: unknown, stack: string[] = []): Promise<TemplateNode | undefined> {
    // A patch may have put anything here; the effective template's validation reports it.
    if (typeof value !== 'object' || value === null) return value as undefined;
    const node = value as TemplateNode;
    if (isUseNode(node)) return this.#expandUse(node, stack);
    for (const list of childLists(node)) {
      const expanded = await Promise.all(list.nodes.map((child) => this.expand(child, stack)));
      // A use that cannot be expanded is dropped here; its problem is already recorded.
      list.nodes.splice(0, list.nodes.length, ...expanded.filter((n) => n !== undefined));
    }
    return node;
  }

  read(name: string): Promise<ParsedFile | 'missing' | 'invalid'> {
    let pending = this.#cache.get(name);
    if (!pending) {
      pending = this.source.fragment(name).then((file) => {
        if (!file) return 'missing';
        const parsed = readChecked(file, name, validateFragment, this.provenance, this.problems);
        return parsed ?? 'invalid';
      });
      this.#cache.set(name, pending);
    }
    return pending;
  }

  async #expandUse(use: UseNode, stack: string[]): Promise<TemplateNode | undefined> {
    const at = (pointer: string) => this.provenance.locate(use, pointer);
    if (stack.includes(use.use)) {
      const chain = [...stack, use.use].join(' → ');
      this.problems.push(problem('fragment-cycle', this.file, at('/use'), chain));
      return undefined;
    }
    const parsed = await this.read(use.use);
    if (parsed === 'missing') {
      const missing = problem('fragment-missing', this.file, at('/use'), use.use);
      const hint = didYouMean(use.use, await this.source.fragmentNames());
      this.problems.push({ ...missing, message: missing.message + hint });
    }
    if (typeof parsed === 'string') return undefined; // an invalid fragment reported its problems
    const fragment = parsed.data as FragmentDoc;
    const args = use.with ?? {};
    const params = fragment.params ?? {};
    let complete = true;
    for (const name of Object.keys(args)) {
      if (!(name in params)) {
        const unknown = problem('param-unknown', this.file, at(`/with/${name}`), name, use.use);
        const hint = didYouMean(name, Object.keys(params));
        this.problems.push({ ...unknown, message: unknown.message + hint });
        complete = false;
      }
    }
    const values: Record<string, unknown> = {};
    for (const [name, spec] of Object.entries(params)) {
      if (name in args) values[name] = args[name];
      else if ('default' in spec) values[name] = spec.default;
      else {
        this.problems.push(problem('param-missing', this.file, at('/use'), name, use.use));
        complete = false;
      }
    }
    if (!complete) return undefined;

    const root = substitute(fragment.root, values, this.provenance) as TemplateNode;
    if (use.id !== undefined) root.id = use.id;
    if (use.visible !== undefined) {
      root.visible =
        root.visible === undefined ? use.visible : `(${use.visible}) and (${root.visible})`;
    }
    return this.expand(root, [...stack, use.use]);
  }
}

/** A copy of `value` with every `{ "$param": name }` replaced by that parameter's value. */
function substitute(
  value: unknown,
  values: Record<string, unknown>,
  provenance: Provenance,
): unknown {
  if (Array.isArray(value)) {
    return provenance.inherit(
      value.map((item: unknown) => substitute(item, values, provenance)),
      value,
    );
  }
  if (!isPlainObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && typeof value.$param === 'string' && value.$param in values) {
    return cloneTagged(values[value.$param], provenance);
  }
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value))
    copy[key] = substitute(child, values, provenance);
  return provenance.inherit(copy, value);
}
