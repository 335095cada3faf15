import type { ProviderMiddleware } from 'oidc-provider';
import type { Host } from '../hosts/hosts.ts';
import { confirmPage } from './pages.ts';
import { chooseLocale, textsFor } from './texts.ts';

/**
 * Two of oidc-provider's answers post its logout form by script: switching account (a login as
 * another customer while one is logged in, e.g. with `prompt=login`) and a logout with no
 * session left. Its page is a blank one whose inline script submits the form, with its hash
 * added to the Content Security Policy; should the script or the post be blocked, the customer
 * sees nothing (issue 27). This middleware puts a page of ours in its place, in the host's look
 * and language, whose real button posts the same form without any script, and gives the
 * answer back the server's own policy.
 */
export function plainLogoutForms(host: Host, portal: string): ProviderMiddleware {
  return async (ctx, next) => {
    const policy = ctx.response.get('content-security-policy');
    await next();
    const oidc = ctx.oidc;
    if (oidc?.route !== 'resume' && oidc?.route !== 'end_session') return;
    const xsrf = oidc.session?.state?.secret;
    const action = oidc.urlFor('end_session_confirm');
    const body = typeof ctx.body === 'string' ? ctx.body : '';
    const scripted = body.includes(`action="${action}"`) && body.includes('<script>');
    if (typeof xsrf !== 'string' || !scripted) return;
    const locale = chooseLocale(host, oidc.params?.['ui_locales'], ctx.get('cookie'));
    const t = textsFor(locale);
    const switching = oidc.route === 'resume';
    ctx.type = 'html';
    ctx.body = confirmPage(host, locale, t, {
      title: t(switching ? 'switch.title' : 'logout.title'),
      text: switching ? t('switch.text') : '',
      button: t(switching ? 'switch.confirm' : 'logout.confirm'),
      action,
      fields: { xsrf, logout: 'yes' },
      portal,
      // With no session left a logout ends nothing: post it at once (decision 523), so an
      // expired login ends on the origin, as spec §6 says, not on a question.
      auto: !switching,
    });
    if (policy !== '') ctx.set('content-security-policy', policy);
  };
}
