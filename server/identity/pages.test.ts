// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Host } from '../hosts/hosts.ts';
import { escape, loginPage } from './pages.ts';
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
});
