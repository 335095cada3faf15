import { importTemplate, templateNames } from 'virtual:quadro/templates';
import type { Template } from '../engine/index.ts';

export { templateNames };

/**
 * A built template by name. The build validated every template against the layout schema and
 * the widgets' props schemas (src/engine/tools/build/vitePlugin.ts), so the data is a Template.
 */
export async function builtTemplate(name: string): Promise<Template | undefined> {
  return (await importTemplate(name)) as Template | undefined;
}
