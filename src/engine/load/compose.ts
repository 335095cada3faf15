import type { TemplateNode, TemplateSourceDoc } from '../model.ts';
import { problem, type Problem } from '../problems.ts';
import { validateLayout } from '../validate/ajv.ts';
import { didYouMean } from '../validate/nearest.ts';
import { walkTemplate } from '../walk.ts';
import { cloneTagged, mergePatchInPlace } from './clone.ts';
import type { Provenance } from './provenance.ts';
import { readChecked } from './read.ts';
import type { TemplateSource } from './source.ts';

/** A template with its parents merged in; fragments not expanded yet. */
export interface Composed {
  id: string;
  /** The file the template was read from, as problems name it. */
  file: string;
  lineage: string[];
  /** The template whose `root` this one draws: itself, or the nearest parent that gave one. */
  layout: string;
  modules: Record<string, TemplateNode>;
  root: TemplateNode;
}

/**
 * Reads `name` and its `extends` chain and merges them: modules key by key (null removes),
 * root replaced when the child gives one, then the child's patches applied by node id.
 */
export async function compose(
  name: string,
  source: TemplateSource,
  provenance: Provenance,
  problems: Problem[],
  chain: string[] = [],
  referencedAt?: { file: string; pointer: string; data: unknown },
): Promise<Composed | undefined> {
  if (chain.includes(name)) {
    const where = referencedAt && provenance.locate(referencedAt.data, referencedAt.pointer);
    const file = referencedAt?.file ?? `${name}.json`;
    problems.push(problem('extends-cycle', file, where, [...chain, name].join(' → ')));
    return undefined;
  }
  const file = await source.template(name);
  if (!file) {
    const where = referencedAt && provenance.locate(referencedAt.data, referencedAt.pointer);
    const missing = problem('template-missing', referencedAt?.file ?? `${name}.json`, where, name);
    const hint = didYouMean(name, await source.templateNames());
    problems.push({ ...missing, message: missing.message + hint });
    return undefined;
  }
  const parsed = readChecked(file, name, validateLayout, provenance, problems);
  if (!parsed) return undefined;
  const doc = parsed.data as TemplateSourceDoc;

  const ownModules = () => {
    const modules: Record<string, TemplateNode> = {};
    for (const [key, node] of Object.entries(doc.modules ?? {})) {
      if (node) modules[key] = cloneTagged(node, provenance);
    }
    return modules;
  };
  if (doc.extends === undefined) {
    // The schema requires root when there is no parent.
    const root = cloneTagged(doc.root as TemplateNode, provenance);
    return {
      id: name,
      file: file.file,
      lineage: [name],
      layout: name,
      modules: ownModules(),
      root,
    };
  }

  const parent = await compose(doc.extends, source, provenance, problems, [...chain, name], {
    file: file.file,
    pointer: '/extends',
    data: doc,
  });
  if (!parent) return undefined;
  const own = doc.modules ?? {};
  const modules: Record<string, TemplateNode> = {};
  for (const [key, node] of Object.entries({ ...parent.modules, ...own })) {
    if (node === null) continue; // null removes an inherited entry
    modules[key] = key in own ? cloneTagged(node, provenance) : node;
  }
  const root = doc.root ? cloneTagged(doc.root, provenance) : parent.root;
  const layout = doc.root ? name : parent.layout;
  const lineage = [name, ...parent.lineage];
  const composed = { id: name, file: file.file, lineage, layout, modules, root };
  applyPatches(composed, doc, file.file, provenance, problems);
  return composed;
}

function applyPatches(
  composed: Composed,
  doc: TemplateSourceDoc,
  file: string,
  provenance: Provenance,
  problems: Problem[],
): void {
  const patches = doc.patch ?? {};
  if (Object.keys(patches).length === 0) return;
  const byId = new Map<string, TemplateNode>();
  walkTemplate(composed, (node) => {
    if (typeof node.id === 'string') byId.set(node.id, node);
  });
  for (const [id, patch] of Object.entries(patches)) {
    const target = byId.get(id);
    if (!target) {
      const at = provenance.locate(doc, `/patch/${id}`);
      const missing = problem('patch-target-missing', file, at, id);
      problems.push({ ...missing, message: missing.message + didYouMean(id, byId.keys()) });
      continue;
    }
    mergePatchInPlace(target as unknown as Record<string, unknown>, patch, provenance);
  }
}
