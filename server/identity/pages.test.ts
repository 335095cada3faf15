// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Host } from '../hosts/hosts.ts';
import { confirmPage, escape, loginPage, logoutPage } from './pages.ts';
import { chooseLocale, textsFor } from './texts.ts';

const host = {
  name: 'bolletta.alfa-energia.test',
  settings: {
    supplier: 'alfa',
    supplierName: 'Alfa <Energia>',
    locales: ['it', 'en', 'de', 'zh-CN'],
    defaultLocale: 'it',
    theme: { colors: { primary: '#0b5394' }, logo: 'logo.svg' },
  },
  server: {},
} as unknown as Host;

describe('the login page (issue 18)', () => {
  it('chooses ui_locales, then the quadro_lang cookie, then the host default', () => {
    expect(chooseLocale(host, 'fr de', 'quadro_lang=en')).toBe('de');
    expect(chooseLocale(host, undefined, 'a=1; quadro_lang=en')).toBe('en');
    expect(chooseLocale(host, 'fr', 'quadro_lang=xx')).toBe('it');
  });

  it('has every text in the four languages', () => {
    for (const locale of ['en', 'de', 'zh-CN']) {
      const t = textsFor(locale);
      for (const key of ['login.title', 'login.username', 'login.error', 'menu.faq']) {
        expect(t(key)).not.toBe(textsFor('it')(key));
      }
    }
  });

  it('has every text of the Italian catalogue in each of the other languages', () => {
    const italian = JSON.parse(
      readFileSync(new URL('../../src/i18n/identity/it.json', import.meta.url), 'utf8'),
    ) as Record<string, string>;
    for (const locale of ['en', 'de', 'zh-CN']) {
      const own = JSON.parse(
        readFileSync(new URL(`../../src/i18n/identity/${locale}.json`, import.meta.url), 'utf8'),
      ) as Record<string, string>;
      expect(Object.keys(own).sort()).toEqual(Object.keys(italian).sort());
    }
  });

  it('labels its fields, escapes what it shows, and has no script', () => {
    const html = loginPage(host, 'it', textsFor('it'), {
      action: '/oidc/interaction/abc',
      username: '"><script>',
      failed: true,
      remember: false,
      portal: 'http://localhost:4173',
      forgot: '/oidc/password/forgot?login=abc',
    });
    expect(html).toContain('<label for="username">Codice fiscale o partita IVA</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;"');
    expect(html).toContain('alt="Alfa &lt;Energia&gt;"');
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('<script');
    // Issue 28: the way back in, and the way to an account.
    expect(html).toContain('<a href="/oidc/password/forgot?login=abc">Password dimenticata?</a>');
    expect(html).toContain('<a href="http://localhost:4173/register">Registrati</a>');
    expect(html.match(/<main>/g)).toHaveLength(1);
    expect(escape(`<a href='x'>&`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;');
  });

  it('goes back to the supplier’s website, never to the portal’s / that asks for it again', () => {
    const form = {
      action: '/oidc/interaction/abc',
      username: '',
      failed: false,
      remember: false,
      portal: 'http://localhost:4173',
      forgot: '/oidc/password/forgot?login=abc',
    };
    const html = loginPage(host, 'it', textsFor('it'), { ...form, site: 'https://www.alfa.test/' });
    expect(html).toContain(
      '<a class="back" href="https://www.alfa.test/">Torna al sito di Alfa &lt;Energia&gt;</a>',
    );
    expect(html).not.toContain('href="http://localhost:4173/"');
    expect(loginPage(host, 'de', textsFor('de'), { ...form, site: 'https://x.test/' })).toContain(
      'Zurück zur Website von Alfa &lt;Energia&gt;',
    );
    // Without a website, no way back that would loop: the login's own links stay.
    const without = loginPage(host, 'it', textsFor('it'), form);
    expect(without).not.toContain('class="back"');
    expect(without).toContain('Registrati</a>');
  });
});

describe('the logout pages (issue 30)', () => {
  const form =
    '<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"><input type="hidden" name="xsrf" value="s"/></form>';

  it('asks when the request does not prove the session, with no script', () => {
    const html = logoutPage(host, 'it', textsFor('it'), form);
    expect(html).toContain('Vuoi uscire dall&#39;area clienti?');
    expect(html).not.toContain('<script');
  });

  it('posts the logout at once when the portal proved the session, by a script file', () => {
    const html = logoutPage(host, 'it', textsFor('it'), form, true);
    expect(html).not.toContain('Vuoi uscire');
    expect(html).toContain('<form data-auto-submit id="op.logoutForm"');
    expect(html).toContain('<input type="hidden" name="logout" value="yes"/></form>');
    expect(html).toContain('<script src="/identity/auto-submit.js"></script>');
    expect(html).toMatch(
      /<button type="submit" class="primary" form="op.logoutForm">Esci<\/button>/,
    );
    // No inline script: the Content Security Policy allows none.
    expect(html).not.toMatch(/<script>/);
  });

  it('posts a logout with no session left at once, and still asks before switching account', () => {
    const fields = { xsrf: 's', logout: 'yes' };
    const base = { title: 'T', text: '', button: 'Esci', action: '/x', fields, portal: 'http://p' };
    const auto = confirmPage(host, 'it', textsFor('it'), { ...base, auto: true });
    expect(auto).toContain('<form method="post" action="/x" data-auto-submit>');
    expect(auto).toContain('<script src="/identity/auto-submit.js"></script>');
    expect(confirmPage(host, 'it', textsFor('it'), base)).not.toContain('<script');
  });
});
