import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadShell } from './app/shell/Shell.tsx';
import { firstViewStateId, type FirstView } from './app/firstViewContext.ts';
import { applyCatalogue, createPageI18n } from './i18n/page.ts';
import { yieldToMain } from './app/yieldToMain.ts';
import { startReadingKept } from './app/keptAnswers.ts';

const container = document.getElementById('root') as HTMLElement;

/**
 * A bill link's page may come with the bill rendered on the server (ADR 0019): then the page
 * hydrates it with the same first view, read back from the state the server put in the page.
 * A state for another query or another device (a desktop browser in a narrow window: the
 * server cannot know the width), or one that does not check out, and the page renders itself
 * over the server's HTML, as any page without one does.
 */
async function start(): Promise<void> {
  const view = await serverRendered().catch(() => undefined);
  if (view === undefined) {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  // Each step its own task (./app/yieldToMain.ts): reading the state back, the texts, then
  // hydration, instead of one task of all three.
  await yieldToMain();
  const i18n = createPageI18n();
  await Promise.all([
    applyCatalogue(i18n, view.load.language.lang, view.load.language.catalogue),
    preloadShell(view.askConsent === true),
  ]);
  await yieldToMain();
  // A transition hydrates in slices that give the main thread back every few milliseconds
  // (a click meanwhile hydrates its own part first): hydrating the whole bill in one task
  // blocked a phone's main thread for hundreds of milliseconds (issue 31, decision 605).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App i18n={i18n} firstView={view} />
      </StrictMode>,
    );
  });
}

async function serverRendered(): Promise<FirstView | undefined> {
  const text = document.getElementById(firstViewStateId)?.textContent;
  if (!text) return undefined;
  // The host's answers the state left to the browser, asked for while the chunk below loads.
  startReadingKept(text);
  // The code that reads it back is part of the bill route's chunk, which the page needs anyway.
  const { readFirstView } = await import('./app/BillPage.tsx');
  await yieldToMain();
  return readFirstView(text);
}

void start();
