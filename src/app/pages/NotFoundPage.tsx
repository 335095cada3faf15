import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ErrorPage } from '../ErrorPage.tsx';
import { ShellPage } from './ShellPage.tsx';

/**
 * Any address the table does not know (spec §2: "A not-found page exists"): status 404 or
 * none says the page is not found, `?error=410` that the link is no longer valid, and a page
 * that sends the customer here may name the message in the route's state, `{ message: key }`
 * (decision 205); a key the catalogue lacks is ignored.
 */
export function NotFoundPage() {
  return <ShellPage>{() => <NotFound />}</ShellPage>;
}

/**
 * The not-found answer of any address, `/a/b` as `/qualcosa` (an undeclared multi-module
 * argument, MultiModulePage): the same status (issue 30: `?error=410` is not-valid-link on
 * both) and the same message.
 */
export function NotFound() {
  const { i18n } = useTranslation();
  const location = useLocation();
  const status = Number(new URLSearchParams(location.search).get('error') ?? 404);
  const asked = messageOf(location.state as unknown);
  const message = asked !== undefined && i18n.exists(`${asked}.title`) ? asked : undefined;
  return (
    <ErrorPage
      status={status === 410 ? 410 : 404}
      message={message ?? (status === 410 ? undefined : 'routes.notFound')}
    />
  );
}

/** The message key a route's state carries, if it carries one. */
export function messageOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('message' in state)) return undefined;
  return typeof state.message === 'string' ? state.message : undefined;
}
