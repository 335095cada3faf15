import { describe, expect, it } from 'vitest';
import { routeTable } from '../routes.tsx';
import { guard, type GuardAnswer, type RouteMeta } from './guard.ts';

const metaOf = (path: string): RouteMeta => {
  const route = routeTable.find((entry) => entry.path === path);
  if (!route) throw new Error(`no route ${path} in the table`);
  return route.meta;
};

// Spec §6 "Route guard behaviour", row by row; `declared` is decision 202 for `/:argument`.
describe('§6 the route guard', () => {
  it.each<[string, string, boolean, boolean | undefined, GuardAnswer]>([
    // All routes need login except /register: without one, the provider's login (`login`,
    // a redirect back to the same page, src/auth/returnTo.test.ts) …
    ['/', '', false, undefined, 'login'],
    ['/home', '', false, undefined, 'login'],
    ['/invoices', '', false, undefined, 'login'],
    ['/contracts', '', false, undefined, 'login'],
    ['/modif_data_user', '', false, undefined, 'login'],
    ['/user_form', '', false, undefined, 'login'],
    ['/contacts', '', false, undefined, 'login'],
    ['/self', '', false, undefined, 'login'],
    ['/messages', '', false, undefined, 'login'],
    ['/register', '', false, undefined, 'page'],
    // … and the login's callback, which ends the sign-in (issue 18) …
    ['/auth/callback', 'code=c&state=s', false, undefined, 'page'],
    ['/auth/callback', 'error=access_denied&state=s', false, undefined, 'page'],
    // … and a logged-in customer gets every page.
    ['/home', '', true, undefined, 'page'],
    ['/messages', '', true, undefined, 'page'],
    // The crypto parameter without a session goes to public access: the page does it.
    ['/bollettainterattiva', 'id=abc', false, undefined, 'page'],
    ['/nexiEsito', 'id=abc&annullo=0', false, undefined, 'page'],
    ['/worldlineAnnullo', 'id=abc&annullo=1', false, undefined, 'page'],
    // An error value on the route shows the error page, with or without a session.
    ['/bollettainterattiva', 'id=abc&error=410', false, undefined, 'page'],
    // Bill shell pages display without a session: their own error page for a missing link.
    ['/bollettainterattiva', '', false, undefined, 'page'],
    ['/nexiAnnullo', '', false, undefined, 'page'],
    // A plain document id is a bearer-protected call: a session is needed (decision 203).
    ['/bollettainterattiva', 'documentId=D-17', false, undefined, 'login'],
    ['/bollettainterattiva', 'documentId=D-17', true, undefined, 'page'],
    ['/bollettainterattiva', 'id=abc&documentId=D-17', false, undefined, 'page'],
    // The multi-module page: a declared argument needs a login, any other is not a page;
    // before the host says which it declares, the page loads and asks again.
    ['/:argument', '', false, undefined, 'page'],
    ['/:argument', '', false, true, 'login'],
    ['/:argument', '', true, true, 'page'],
    ['/:argument', '', false, false, 'notFound'],
    ['/:argument', '', true, false, 'notFound'],
    // The catch-all needs no login: its page is not-found, for everyone.
    ['*', '', false, undefined, 'page'],
  ])('%s?%s, logged in %s, declared %s: %s', (path, query, authenticated, declared, answer) => {
    const input = { query: new URLSearchParams(query), authenticated };
    const asked = declared === undefined ? input : { ...input, declared };
    expect(guard(metaOf(path), asked)).toBe(answer);
  });
});

describe('§2 the route table', () => {
  it('holds every route of the spec once, with the bill’s meta flags', () => {
    const paths = routeTable.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        ...['/', '/home', '/invoices', '/contracts', '/modif_data_user', '/user_form'],
        ...['/contacts', '/self', '/register', '/messages', '/bollettainterattiva'],
        ...['/nexiEsito', '/nexiAnnullo', '/worldlineEsito', '/worldlineAnnullo'],
        ...['/preview', '/preview/:name', '/:argument', '*'],
      ]),
    );
    expect(metaOf('/bollettainterattiva')).toEqual({
      isAuthenticated: true,
      template: 'bollettainterattiva',
      crypto: 'id',
      plainId: 'documentId',
    });
  });
});
