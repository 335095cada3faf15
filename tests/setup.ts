import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test by itself only when vitest's globals are on; they
// are not, so every component test would otherwise see the previous tests' DOM.
afterEach(() => {
  cleanup();
});

// `findBy…` and `waitFor` give up after 1 s by default. On a busy 2-core machine a lazy chunk
// (ECharts for the donut and the history charts) takes longer than that to import under jsdom,
// and bi5-template's "costs card owns the amounts" failed while the chart was still loading.
// They return as soon as their condition holds, so a passing run is no slower.
configure({ asyncUtilTimeout: 5000 });
