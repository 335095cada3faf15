// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging.ts';

const crypto = 'AdGXCqFsAO3TFMroXjkTEGIGMJ-Wak97DFKgTE9su846rZu1poAATfoJu7hVc1rxZ6U1p3BEqCM9bJRx';

describe('log redaction', () => {
  it.each([
    [`/api/bollettainterattiva/document/${crypto}`, '/api/bollettainterattiva/document/AdGXCq…'],
    [`/bollettainterattiva?id=${crypto}&lang=en`, '/bollettainterattiva?id=AdGXCq…&lang=en'],
    ['/api/api_alfa_get_enterdays', '/api/api_alfa_get_enterdays'],
    ['/assets/index-BmJx2a1c.js', '/assets/index-BmJx2a1c.js'],
  ])('logs %s as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});
