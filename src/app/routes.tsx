import { BillSkeleton } from './BillSkeleton.tsx';
import { lazyWithRetry } from './chunks.ts';
import type { RouteEntry } from './guard/guard.ts';
import { lazyPage } from './pages/lazy.ts';
import { billRouteKey } from './selectTemplate.ts';

export type { RouteEntry } from './guard/guard.ts';

// Each page is a chunk (ADR 0013): the bill route brings the API client, validators, engine and
// widgets; an outcome page brings none of the engine; the pages around the bill share one
// small chunk (./pages/).
const BillPage = lazyWithRetry(() => import('./BillPage.tsx'));
const FirstProviderOutcome = lazyWithRetry(() => import('./outcome/FirstProviderOutcomePage.tsx'));
const SecondProviderOutcome = lazyWithRetry(
  () => import('./outcome/SecondProviderOutcomePage.tsx'),
);
const CancelPage = lazyWithRetry(() => import('./outcome/CancelPage.tsx'));
const NexiCancel = () => <CancelPage provider="nexi" />;
const WorldlineCancel = () => <CancelPage provider="worldline" />;
const AreaPage = lazyPage('AreaPage');
const RegisterPage = lazyPage('RegisterPage');
const MultiModulePage = lazyPage('MultiModulePage');
const NotFoundPage = lazyPage('NotFoundPage');
const TemplateList = lazyPage('TemplateList');
const PreviewPage = lazyWithRetry(() => import('./TemplatePreview.tsx'));
// Issue 19: the configurators' playground and its frames, with CodeMirror (ADR 0037).
const Playground = lazyWithRetry(() => import('./pages/playground/index.tsx'));
// The login's chunk (src/auth, oidc-client-ts): only the callback and the guard's sign-in load it.
const AuthCallback = lazyWithRetry(() => import('../auth/CallbackPage.tsx'));

const login = { isAuthenticated: true } as const;
const open = { isAuthenticated: false } as const;
/**
 * Spec §2: a card provider's return page; its link grants access. While its chunk arrives its
 * place stays empty: the page's own skeleton (OutcomeShell) follows within a moment, and the
 * bill route's initial JavaScript does not carry it (ADR 0025).
 */
const landing = { isAuthenticated: true, crypto: 'id' } as const;

/**
 * Every address of the portal (spec §2 "Routes"), in the order react-router ranks them anyway:
 * the customer area (login required), registration, the login's callback, the interactive bill and the providers'
 * return pages (a link grants access), the configurators' template list and preview, the
 * multi-module page of an argument the host declares, and not-found for anything else. The
 * providers' route names are those hosts write in `paymentProvider` (nexi, worldline).
 */
export const routeTable: readonly RouteEntry[] = [
  { path: '/', meta: login, page: AreaPage },
  { path: '/home', meta: login, page: AreaPage },
  { path: '/invoices', meta: login, page: AreaPage },
  { path: '/contracts', meta: login, page: AreaPage },
  { path: '/modif_data_user', meta: login, page: AreaPage },
  { path: '/user_form', meta: login, page: AreaPage },
  { path: '/contacts', meta: login, page: AreaPage },
  { path: '/self', meta: login, page: AreaPage },
  { path: '/messages', meta: login, page: AreaPage },
  { path: '/register', meta: open, page: RegisterPage },
  // Issue 18: where the identity provider sends the customer back; it ends the sign-in.
  { path: '/auth/callback', meta: open, page: AuthCallback },
  {
    path: '/bollettainterattiva',
    meta: { isAuthenticated: true, template: billRouteKey, crypto: 'id', plainId: 'documentId' },
    page: BillPage,
    skeleton: <BillSkeleton />,
  },
  { path: '/nexiEsito', meta: landing, page: FirstProviderOutcome },
  { path: '/nexiAnnullo', meta: landing, page: NexiCancel },
  { path: '/worldlineEsito', meta: landing, page: SecondProviderOutcome },
  { path: '/worldlineAnnullo', meta: landing, page: WorldlineCancel },
  { path: '/preview', meta: open, page: TemplateList },
  { path: '/preview/:name', meta: open, page: PreviewPage },
  { path: '/playground/*', meta: open, page: Playground },
  { path: '/:argument', meta: { isAuthenticated: true, argument: true }, page: MultiModulePage },
  { path: '*', meta: open, page: NotFoundPage },
];
