// Every story runs as a test (DESIGN "Tests"). Each `*.stories.tsx` of src/ and widgets/ is
// composed by Storybook's portable stories API with the project's annotations
// (.storybook/preview.tsx: i18n, global style, the bill store), and each story runs as
// Storybook runs it (`run()`: loaders, beforeEach, render, play function, afterEach) in jsdom,
// then is unmounted. A story passes when it shows something (or, when its doc says so,
// nothing) and neither React nor the code logs an error.
//
// Then every story renders again as each other host and in each other locale the toolbar offers
// (.storybook/hosts.ts: every folder of hosts/ with each locale it offers), without its play
// function, whose queries name Italian texts: a story that throws, or whose widget falls into an
// error boundary, as one supplier or in one language fails there.
//
// In the first pass, axe checks each story's ARIA attributes, the rules that need no layout: a
// state the e2e journeys meet only by chance (a skeleton while a lazy chunk loads) is checked
// here every time.
//
// No story is skipped. jsdom needs no polyfill for them: the charts wait for a width, which
// jsdom never gives, so ECharts never asks for a canvas; the modal frame falls back to the
// `open` attribute where `<dialog>.showModal` is missing; no story reads `matchMedia` without
// checking that it exists.
import { composeStories, setProjectAnnotations, type ReactRenderer } from '@storybook/react-vite';
import axe from 'axe-core';
import { act, cleanup, render } from '@testing-library/react';
import type { ComposedStoryFn, RenderToCanvas, Store_CSFExports } from 'storybook/internal/types';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hostLocales } from '../../.storybook/hosts.ts';
import * as preview from '../../.storybook/preview.tsx';

type StoryModule = Store_CSFExports<ReactRenderer>;
type Story = ComposedStoryFn<ReactRenderer>;

/** What a widget's error boundary caught during the current story (React's `onCaughtError`). */
const caughtErrors: unknown[] = [];

/**
 * Storybook's React renderer with Testing Library's `render`, so that the test unmounts its
 * story itself (`cleanup()`) and an error while unmounting counts against the story that raised
 * it; Storybook would unmount it only when the next story runs. The `act` is async, as in
 * Storybook's own renderer, so that what a story suspends on (a lazy widget's module, a tab's
 * content) can settle before its play function runs.
 */
const renderToCanvas: RenderToCanvas<ReactRenderer> = async (
  { storyContext, unboundStoryFn: Story },
  canvasElement,
) => {
  const { unmount } = await act(() =>
    Promise.resolve(
      render(<Story {...storyContext} />, {
        container: canvasElement,
        onCaughtError: (error) => {
          caughtErrors.push(error);
        },
      }),
    ),
  );
  return unmount;
};

const annotations = setProjectAnnotations([preview, { renderToCanvas }]);
// Runs storybook/test's queries and events inside React's act(), as in Storybook.
beforeAll(annotations.beforeAll);

/**
 * Stories that show nothing on purpose, as their doc comments say ("the canvas is empty"). The
 * test holds them to it: if one starts to show something, its entry here is stale.
 */
const showsNothing = new Set([
  'src/app/shell/menu/CustomerBar.stories.tsx › NotLoggedIn',
  'widgets/AmountsChart/AmountsChart.stories.tsx › Empty',
  'widgets/AmountsDonut/AmountsDonut.stories.tsx › Empty',
  'widgets/AmountsSummary/AmountsSummary.stories.tsx › Empty',
  'widgets/Banner/Banner.stories.tsx › NoLink',
  'widgets/BillComparison/BillComparison.stories.tsx › NothingToCompare',
  'widgets/BillHeader/BillHeader.stories.tsx › Empty',
  'widgets/ContactsCard/ContactsCard.stories.tsx › Empty',
  'widgets/ContractTile/ContractTile.stories.tsx › Empty',
  'widgets/EnergyReceipt/EnergyReceipt.stories.tsx › Mismatch',
  'widgets/EnergyReceipt/EnergyReceipt.stories.tsx › WithoutReceipt',
  'widgets/Field/Field.stories.tsx › DueDateEmpty',
  'widgets/Field/Field.stories.tsx › MissingValue',
  'widgets/HelpTiles/HelpTiles.stories.tsx › NoLinks',
  'widgets/Instalments/Instalments.stories.tsx › Empty',
  'widgets/MeterReadings/MeterReadings.stories.tsx › WithoutReadings',
  'widgets/MissedPayments/MissedPayments.stories.tsx › Empty',
  'widgets/MissedPayments/MissedPayments.stories.tsx › NotAList',
  'widgets/OfferBox/OfferBox.stories.tsx › WithoutBox',
  'widgets/PdfDownload/PdfDownload.stories.tsx › NoFile',
  'widgets/SupplyCard/SupplyCard.stories.tsx › Empty',
  'widgets/SupplyList/SupplyList.stories.tsx › Empty',
  'widgets/SupplySelector/SupplySelector.stories.tsx › OneSupply',
  'widgets/SupplySelector/SupplySelector.stories.tsx › Empty',
  'widgets/UnpaidList/UnpaidList.stories.tsx › Empty',
  'widgets/WebBillTile/WebBillTile.stories.tsx › NotChosen',
  'widgets/WebBillTile/WebBillTile.stories.tsx › NoAddress',
]);

/**
 * Stories whose widget throws on purpose to show its error boundary, with the one error each
 * must raise. Any other error a boundary catches is a bug that the page would hide behind a
 * placeholder, so it fails the story.
 */
const throwsOnPurpose = new Map([
  ['src/engine/render/Renderer.stories.tsx › WidgetThatThrows', /consumption data is malformed/],
]);

/**
 * Whether the story put anything in the frame that the preview's decorator wraps every story in
 * (its width): text, a skeleton, an image, a chart's frame. Only the frame means nothing shown.
 */
function showsSomething(canvas: HTMLElement): boolean {
  return canvas.firstElementChild?.hasChildNodes() ?? false;
}

// Loaded one by one rather than with `eager: true`, so that a story file that does not compile
// or throws on import fails its own test instead of every story's.
const loaders = import.meta.glob<StoryModule>([
  '../../src/**/*.stories.tsx',
  '../../widgets/**/*.stories.tsx',
]);
const modules: { file: string; module: StoryModule }[] = [];
const brokenFiles: { file: string; error: unknown }[] = [];
for (const [path, load] of Object.entries(loaders).sort(([a], [b]) => a.localeCompare(b))) {
  const file = path.replace(/^(\.\.\/)+/, '');
  try {
    modules.push({ file, module: await load() });
  } catch (error) {
    brokenFiles.push({ file, error });
  }
}

/** A story file's stories, each under its name, composed with `globals` when given. */
function storiesOf(globals?: Record<string, string>): { name: string; story: Story }[] {
  return modules.flatMap(({ file, module }) => {
    const composed: Record<string, Story> = globals
      ? composeStories(withoutPlay(module), { initialGlobals: globals })
      : composeStories(module);
    return Object.entries(composed).map(([name, story]) => ({ name: `${file} › ${name}`, story }));
  });
}

/** The module's meta and stories without their play functions. */
function withoutPlay(module: StoryModule): StoryModule {
  return Object.fromEntries(
    Object.entries(module).map(([key, value]) => [
      key,
      typeof value === 'object' && 'play' in value ? { ...value, play: undefined } : value,
    ]),
  ) as StoryModule;
}

const stories = storiesOf();
const initial = preview.default.initialGlobals ?? {};
const otherGlobals = hostLocales.filter(
  ({ host, locale }) => host !== initial['host'] || locale !== initial['locale'],
);

afterEach(() => {
  vi.restoreAllMocks();
});

it('names only existing stories in its lists of exceptions', () => {
  const names = new Set(stories.map(({ name }) => name));
  const listed = [...showsNothing, ...throwsOnPurpose.keys()];
  expect(listed.filter((name) => !names.has(name))).toEqual([]);
});

it('offers every host in each of its locales, Alfa in four', () => {
  expect(hostLocales).toContainEqual({ host: 'bolletta-alfa-energia-test', locale: 'zh-CN' });
  expect(hostLocales).toContainEqual({ host: 'bolletta-beta-gas-test', locale: 'it' });
  expect(otherGlobals.length).toBe(hostLocales.length - 1);
});

for (const { file, error } of brokenFiles) {
  it(`${file} › (the file loads)`, () => {
    throw error;
  });
}

/** Runs a story and checks what it shows, what its boundaries caught and what it logged. */
async function check(name: string, story: Story, options: { aria: boolean }) {
  caughtErrors.length = 0;
  const consoleError = vi.spyOn(console, 'error');
  const canvasElement = document.body.appendChild(document.createElement('div'));
  await story.run({ canvasElement });

  expect(showsSomething(canvasElement)).toBe(!showsNothing.has(name));
  if (options.aria) expect(await ariaViolations(canvasElement)).toEqual([]);
  cleanup();
  expect(canvasElement.isConnected).toBe(false);

  const expected = throwsOnPurpose.get(name);
  const caught = caughtErrors.map((error) => (error instanceof Error ? error.message : error));
  if (expected) {
    expect(caught).toHaveLength(1);
    expect(caught[0]).toMatch(expected);
  } else {
    expect(caught).toEqual([]);
  }
  expect(consoleError).not.toHaveBeenCalled();
}

/** The ARIA rules of axe that read attributes only, never layout (which jsdom lacks). */
const ariaRules = [
  'aria-allowed-attr',
  'aria-prohibited-attr',
  'aria-required-attr',
  'aria-roles',
  'aria-valid-attr',
  'aria-valid-attr-value',
];

/** What axe's attribute-only ARIA rules find in a story's canvas: rule and element. */
async function ariaViolations(canvas: HTMLElement): Promise<string[]> {
  const results = await axe.run(canvas, { runOnly: { type: 'rule', values: ariaRules } });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.html}`),
  );
}

for (const { name, story } of stories) {
  it(name, () => check(name, story, { aria: true }));
}

for (const globals of otherGlobals) {
  describe(`as ${globals.host} in ${globals.locale}`, () => {
    for (const { name, story } of storiesOf(globals)) {
      it(name, () => check(name, story, { aria: false }));
    }
  });
}
