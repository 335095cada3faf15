import type { Host } from '../hosts/hosts.ts';
import { escape, page } from './pages.ts';
import type { Texts } from './texts.ts';

/**
 * The pages of password recovery (issue 28): the request, the new password, in the login
 * page's look (./pages.ts: the host's theme, no script). A field's error stands under it,
 * named by the field's `aria-describedby` and `aria-invalid`, so a screen reader reads it with
 * the field; a refusal of the whole form (a limit) stands above it as an alert.
 */

/** A field with its label, its hint and its error, each tied to the input. */
function field(options: {
  id: string;
  label: string;
  attributes: string;
  hint?: string | undefined;
  error?: string | undefined;
  focus: boolean;
}): string {
  const { id, label, attributes, hint, error, focus } = options;
  const described = [
    hint === undefined ? '' : `${id}-hint`,
    error === undefined ? '' : `${id}-error`,
  ]
    .filter((name) => name !== '')
    .join(' ');
  return `<label for="${id}">${escape(label)}</label>
<input id="${id}" name="${id}" ${attributes}${described === '' ? '' : ` aria-describedby="${described}"`}${error === undefined ? '' : ' aria-invalid="true"'}${focus ? ' autofocus' : ''}>
${hint === undefined ? '' : `<p class="hint" id="${id}-hint">${escape(hint)}</p>`}
${error === undefined ? '' : `<p class="field-error" id="${id}-error">${escape(error)}</p>`}`;
}

const notice = (text: string | undefined) =>
  text === undefined ? '' : `<p class="error" role="alert">${escape(text)}</p>`;

export interface RequestForm {
  action: string;
  username: string;
  /** The field's error (nothing typed). */
  error?: string | undefined;
  /** A refusal of the form (a limit), above it. */
  notice?: string | undefined;
  /** Where "back to login" goes: the login page it came from, else the area. */
  back: string;
}

/** "Password dimenticata?": the login name, and a button that sends the link. */
export function requestPage(host: Host, locale: string, t: Texts, form: RequestForm): string {
  return page(
    host,
    locale,
    t('recovery.title'),
    `<h1>${escape(t('recovery.title'))}</h1>
<p>${escape(t('recovery.intro'))}</p>
${notice(form.notice)}
<form method="post" action="${escape(form.action)}" novalidate>
${field({
  id: 'username',
  label: t('login.username'),
  attributes: `autocomplete="username" autocapitalize="characters" spellcheck="false" required value="${escape(form.username)}"`,
  error: form.error,
  focus: true,
})}
<button type="submit" class="primary">${escape(t('recovery.submit'))}</button>
</form>
<a class="back" href="${escape(form.back)}">${escape(t('recovery.backToLogin'))}</a>`,
  );
}

/** The answer to every accepted request, whether or not the name has an account. */
export function sentPage(host: Host, locale: string, t: Texts, minutes: number, back: string) {
  return page(
    host,
    locale,
    t('recovery.sent.title'),
    `<h1>${escape(t('recovery.sent.title'))}</h1>
<p>${escape(t('recovery.sent.text', { minutes: String(minutes) }))}</p>
<p>${escape(t('recovery.sent.spam'))}</p>
<a class="back" href="${escape(back)}">${escape(t('recovery.backToLogin'))}</a>`,
  );
}

export interface ResetForm {
  action: string;
  token: string;
  errors: { password?: string | undefined; password_confirmation?: string | undefined };
  notice?: string | undefined;
}

/** The new password, twice, for the link's token (a hidden field: the form posts it back). */
export function resetPage(host: Host, locale: string, t: Texts, form: ResetForm): string {
  const attributes = 'type="password" autocomplete="new-password" required maxlength="128"';
  return page(
    host,
    locale,
    t('reset.title'),
    `<h1>${escape(t('reset.title'))}</h1>
<p>${escape(t('reset.intro'))}</p>
${notice(form.notice)}
<form method="post" action="${escape(form.action)}" novalidate>
<input type="hidden" name="token" value="${escape(form.token)}">
${field({
  id: 'password',
  label: t('reset.password'),
  attributes,
  hint: t('reset.hint'),
  error: form.errors.password,
  focus: form.errors.password_confirmation === undefined,
})}
${field({
  id: 'password_confirmation',
  label: t('reset.confirm'),
  attributes,
  error: form.errors.password_confirmation,
  focus: form.errors.password === undefined && form.errors.password_confirmation !== undefined,
})}
<button type="submit" class="primary">${escape(t('reset.submit'))}</button>
</form>`,
  );
}

/** A page with a title, a text and one button-like link (the link refused, the password set). */
export function actionPage(
  host: Host,
  locale: string,
  options: { title: string; text: string; button: string; href: string },
): string {
  return page(
    host,
    locale,
    options.title,
    `<h1>${escape(options.title)}</h1>
<p>${escape(options.text)}</p>
<a class="button primary" href="${escape(options.href)}">${escape(options.button)}</a>`,
  );
}
