import type { Host } from '../hosts/hosts.ts';
import { autoSubmitAttribute, autoSubmitPath } from './autoSubmit.ts';
import type { Texts } from './texts.ts';

/** Text for HTML: the five characters that could end an element or an attribute. */
export function escape(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/**
 * A page of the identity provider in the portal's look: the host's colours (its settings'
 * schema allows only `#rrggbb`, so they are safe in CSS) and logo, one `main`, no script (the
 * Content Security Policy allows none inline), inline styles only (which it allows).
 */
export function page(
  host: Host,
  locale: string,
  title: string,
  body: string,
  script?: string,
): string {
  const colors = host.settings.theme?.colors ?? {};
  const primary = colors.primary ?? '#0b5394';
  const onPrimary = colors.onPrimary ?? '#ffffff';
  const text = colors.text ?? '#1f2328';
  const danger = colors.danger ?? '#a4161a';
  const radius = host.settings.theme?.radius ?? 6;
  const name = host.settings.supplierName ?? host.settings.supplier;
  const logo = host.settings.theme?.logo;
  const header = logo
    ? `<img src="/${escape(logo)}" alt="${escape(name)}" height="40">`
    : `<span class="name">${escape(name)}</span>`;
  return `<!doctype html>
<html lang="${escape(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · ${escape(name)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,sans-serif;color:${text};background:#f5f6f8;line-height:1.5}
header{background:#fff;border-bottom:4px solid ${primary};padding:12px 16px}
header .name{font-weight:700;font-size:1.25rem}
main{max-width:28rem;margin:24px auto;padding:24px 16px;background:#fff;border-radius:${radius}px}
h1{font-size:1.5rem;margin:0 0 8px}
label{display:block;font-weight:600;margin:16px 0 4px}
input{width:100%;min-height:44px;padding:8px 12px;font-size:1rem;border:1px solid #6b7280;border-radius:${radius}px}
.check{display:flex;align-items:center;gap:12px;font-weight:400;min-height:44px}
.check input{width:24px;min-height:24px;margin:0;accent-color:${primary}}
button,.button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;min-width:44px;padding:8px 20px;font-size:1rem;font-weight:600;border-radius:${radius}px;border:2px solid ${primary};cursor:pointer;text-decoration:none}
.primary{background:${primary};color:${onPrimary};width:100%;margin-top:24px}
.secondary{background:#fff;color:${primary};margin-top:12px}
a{color:${primary}}
.back{display:inline-flex;align-items:center;min-height:44px;margin-top:16px}
.more{margin:4px 0 0}
.more a{display:inline-flex;align-items:center;min-height:44px}
.hint{margin:4px 0 0;font-size:.9375rem}
.field-error{color:${danger};font-weight:600;margin:4px 0 0}
input[aria-invalid="true"]{border:2px solid ${danger}}
.error{color:${danger};border-left:4px solid ${danger};padding:8px 12px;background:#fff5f5;margin:16px 0 0}
:focus-visible{outline:3px solid ${primary};outline-offset:2px}
</style>
</head>
<body>
<header>${header}</header>
<main>
${body}
</main>
${script === undefined ? '' : `<script src="${escape(script)}"></script>`}
</body>
</html>`;
}

export interface LoginForm {
  action: string;
  username: string;
  failed: boolean;
  /** "Remember me" as the customer left it (unticked on a first visit). */
  remember: boolean;
  /** Instead of the wrong-password message: why the form is refused now (the login limits). */
  notice?: string | undefined;
  /** The host's origin: "Registrati" is its /register, the one page that needs no login. */
  portal: string;
  /**
   * Where the way back goes: the supplier's public website (host setting `homeUrl`), never the
   * portal's `/`, which asks for this very login again (decision 522); none without it.
   */
  site?: string | undefined;
  /** The "Password dimenticata?" page for this login (issue 28). */
  forgot: string;
}

export function loginPage(host: Host, locale: string, t: Texts, form: LoginForm): string {
  const supplier = host.settings.supplierName ?? host.settings.supplier;
  const message = form.notice ?? (form.failed ? t('login.error') : undefined);
  const error =
    message === undefined
      ? ''
      : `<p class="error" role="alert" id="login-error">${escape(message)}</p>`;
  const described = message === undefined ? '' : ' aria-describedby="login-error"';
  const back =
    form.site === undefined
      ? ''
      : `<a class="back" href="${escape(form.site)}">${escape(t('login.backToSite', { supplier }))}</a>`;
  return page(
    host,
    locale,
    t('login.title'),
    `<h1>${escape(t('login.title'))}</h1>
<p>${escape(t('login.intro', { supplier }))}</p>
${error}
<form method="post" action="${escape(form.action)}" novalidate>
<label for="username">${escape(t('login.username'))}</label>
<input id="username" name="username" autocomplete="username" autocapitalize="characters" spellcheck="false" required value="${escape(form.username)}"${described}${form.failed ? '' : ' autofocus'}>
<label for="password">${escape(t('login.password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${form.failed ? ' autofocus' : ''}>
<label class="check"><input type="checkbox" name="remember" value="yes"${form.remember ? ' checked' : ''}> ${escape(t('login.remember'))}</label>
<button type="submit" class="primary">${escape(t('login.submit'))}</button>
</form>
<p class="more"><a href="${escape(form.forgot)}">${escape(t('login.forgot'))}</a></p>
<p class="more">${escape(t('login.noAccount'))} <a href="${escape(form.portal)}/register">${escape(t('login.register'))}</a></p>
${back}`,
  );
}

/** A page with a title, a text and a link back to the portal (logged out, an error). */
export function messagePage(
  host: Host,
  locale: string,
  t: Texts,
  title: string,
  text: string,
  portal: string,
): string {
  return page(
    host,
    locale,
    title,
    `<h1>${escape(title)}</h1>
${text === '' ? '' : `<p>${escape(text)}</p>`}
<a class="back" href="${escape(portal)}/">${escape(t('login.back'))}</a>`,
  );
}

/**
 * The logout question. `form` is oidc-provider's own hidden form (id `op.logoutForm`, with its
 * xsrf token); the buttons submit it, `logout=yes` ending the session. The Content Security
 * Policy allows no inline script, so the customer confirms with a click, unless `auto`: the
 * portal asked with an ID token of this very session (the customer pressed "Esci" there, or the
 * login expired), and the page's own script file (./autoSubmit.ts) posts the form at once, the
 * button staying for a browser without script (decision 523).
 */
export function logoutPage(
  host: Host,
  locale: string,
  t: Texts,
  form: string,
  auto = false,
): string {
  if (auto) {
    const leaving = form
      .replace('<form ', `<form ${autoSubmitAttribute} `)
      .replace('</form>', '<input type="hidden" name="logout" value="yes"/></form>');
    return page(
      host,
      locale,
      t('logout.leaving'),
      `<h1>${escape(t('logout.leaving'))}</h1>
${leaving}
<button type="submit" class="primary" form="op.logoutForm">${escape(t('logout.confirm'))}</button>`,
      autoSubmitPath,
    );
  }
  return page(
    host,
    locale,
    t('logout.title'),
    `<h1>${escape(t('logout.title'))}</h1>
${form}
<button autofocus type="submit" class="primary" form="op.logoutForm" name="logout" value="yes">${escape(t('logout.confirm'))}</button>
<button type="submit" class="button secondary" form="op.logoutForm">${escape(t('logout.cancel'))}</button>`,
  );
}

export interface ConfirmForm {
  title: string;
  text: string;
  button: string;
  /** Where the form posts, and its hidden fields. */
  action: string;
  fields: Record<string, string>;
  portal: string;
  /** Posted at once by ./autoSubmit.ts (a logout with no session left: nothing to ask). */
  auto?: boolean;
}

/**
 * A question answered by one button that posts a form (the account switch, a logout with no
 * session left): a real form, so it works with no script at all (./logoutForms.ts).
 */
export function confirmPage(host: Host, locale: string, t: Texts, form: ConfirmForm): string {
  const fields = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('\n');
  return page(
    host,
    locale,
    form.title,
    `<h1>${escape(form.title)}</h1>
${form.text === '' ? '' : `<p>${escape(form.text)}</p>`}
<form method="post" action="${escape(form.action)}"${form.auto === true ? ` ${autoSubmitAttribute}` : ''}>
${fields}
<button autofocus type="submit" class="primary">${escape(form.button)}</button>
</form>
<a class="back" href="${escape(form.portal)}/">${escape(t('login.back'))}</a>`,
    form.auto === true ? autoSubmitPath : undefined,
  );
}
