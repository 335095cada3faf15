import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import app from './vite.config.ts';

/**
 * The unit tests (`npm run unit`), with the app's Vite plugins (React, the template compiler,
 * the validators) from vite.config.ts. Issue 31 (decision 618): two projects, so only the files
 * that need a DOM pay for one. Building jsdom's window and loading Testing Library took most of
 * the stage ("environment 483–871 s, setup 84–155 s" of 875–1,333 s on CI); a file that never
 * touches a document runs in plain Node instead.
 *
 * - `dom`: every `.test.tsx` (components, rendered with Testing Library) and the `.test.ts`
 *   files listed in `needsDom` below, in jsdom with tests/setup.ts.
 * - `node`: every other `.test.ts`, in Node, without the setup file (it only serves the DOM).
 *
 * A new `.test.ts` that reads `document`, `window` or `localStorage` fails at once in `node`
 * ("document is not defined"): name it a `.test.tsx` if it renders, or add it to `needsDom`.
 */
const roots = ['src', 'widgets', 'tests/unit', 'tests/fuzz', 'server'];

/**
 * `.test.ts` files that need jsdom: the browser's globals (a cookie, storage, a form element),
 * or a hook rendered with Testing Library's `renderHook`. The fuzz run stays where its 1,000
 * renders were measured and bounded (its timeout), in jsdom.
 */
const needsDom = [
  'src/app/outcome/recordedPayment.test.ts',
  'src/engine/render/useResolved.test.ts',
  'src/engine/render/useResolvedNow.test.ts',
  'src/i18n/choice.test.ts',
  'src/payments/firstProvider.test.ts',
  'tests/fuzz/engine.fuzz.test.ts',
];

/**
 * The files that took a minute or more on CI (issue 31), longest first. Vitest runs the longest
 * files first only when its cache knows their durations, and a clean clone has no cache: in
 * CI's order the fuzz run (189 s) or the stories (183 s) could start last on one core while the
 * other idled.
 */
const longFiles = [
  'tests/fuzz/engine.fuzz.test.ts',
  'tests/unit/stories.test.tsx',
  'tests/unit/bill-templates.test.tsx',
  'tests/unit/template-facts.test.tsx',
];

/** Vitest's order (failed, then longest first, from its cache), with `longFiles` ahead. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = longFiles.indexOf(relative(file.project.config.root, file.moduleId));
      return at === -1 ? longFiles.length : at;
    };
    // Array.prototype.sort is stable: the other files keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default mergeConfig(
  app,
  defineConfig({
    test: {
      // Every core: Vitest's default leaves one to its main process, which only collects
      // results, so on CI's two cores the unit tests ran one file at a time (236 s; 151 s with
      // both).
      maxWorkers: '100%',
      // A bound on a hang, never a measure of speed (that is `npm run bench`): vitest's 5 s
      // default failed four sound tests (a fuzz run, a generated doc's compare, a bill loaded
      // from a started server) on a machine loaded five times over, as a slow CI machine is.
      testTimeout: 30_000,
      hookTimeout: 60_000,
      sequence: { sequencer: LongFilesFirst },
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: [...roots.map((root) => `${root}/**/*.test.tsx`), ...needsDom],
            setupFiles: ['tests/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: roots.map((root) => `${root}/**/*.test.ts`),
            exclude: [...configDefaults.exclude, ...needsDom],
          },
        },
      ],
    },
  }),
);
