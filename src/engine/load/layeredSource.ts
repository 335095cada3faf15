import type { TemplateSource } from './source.ts';

/**
 * Sources laid over each other, nearest first: a template or fragment is read from the first
 * source that has it, and the names are those of all of them. A host's own templates
 * (`hosts/<host>/templates/`) lie over those of the hosts it extends and over `templates/`
 * (decision 308), so a host's variant can `extends` a shared template by name, and one host's
 * templates are never another's.
 */
export function layeredSource(layers: readonly TemplateSource[]): TemplateSource {
  const first = async <T>(read: (layer: TemplateSource) => Promise<T | undefined>) => {
    for (const layer of layers) {
      const found = await read(layer);
      if (found !== undefined) return found;
    }
    return undefined;
  };
  const union = async (list: (layer: TemplateSource) => Promise<string[]>) =>
    [...new Set((await Promise.all(layers.map(list))).flat())].sort();
  return {
    template: (name) => first((layer) => layer.template(name)),
    fragment: (name) => first((layer) => layer.fragment(name)),
    templateNames: () => union((layer) => layer.templateNames()),
    fragmentNames: () => union((layer) => layer.fragmentNames()),
  };
}
