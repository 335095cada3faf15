/**
 * The engine's tools, which run in Node and never in the page: the template build plugin and
 * `quadro check`. Each takes the widget catalogue as a parameter; the composition roots
 * (vite.config.ts, scripts/check.ts, the server's CLI) pass the generated one in. What the
 * server needs of the engine comes from here. `checkTemplateSource` is check's template part
 * for any source (a template held in memory too); server/check/ adds the host folders.
 */
export { quadroTemplates, type HostTemplateSources } from './build/vitePlugin.ts';
export { check } from './cli/check.ts';
export { fileSource } from '../load/fsSource.ts';
export { layeredSource } from '../load/layeredSource.ts';
export { loadTemplate, type LoadResult } from '../load/load.ts';
export { propsSchemas, type WidgetCatalogue } from '../catalogue.ts';
export { formatProblem, type Problem } from '../problems.ts';
export { memorySource, type TemplateSource } from '../load/source.ts';
export { documentFlags } from './vocabulary.ts';
export {
  checkTemplateSource,
  uniqueProblems,
  type CheckSelection,
  type CheckVocabulary,
  type OfferedCatalogue,
} from './check/index.ts';
export { checkTemplatePaths, printReport, type CheckRun } from './cli/check.ts';
export { checkProblem } from './check/problem.ts';
export { missingTexts, textKeys } from './check/texts.ts';
export { describeErrors } from '../validate/ajv.ts';
export { didYouMean } from '../validate/nearest.ts';
export type { SourceLocation } from '../load/provenance.ts';
export { showCommand } from './show/show.ts';
export type { InspectEnv } from './show/args.ts';
export { flagsCommand } from './flags/command.ts';
