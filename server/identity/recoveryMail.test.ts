// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Host } from '../hosts/hosts.ts';
import { recoveryMail, senderOf } from './recoveryMail.ts';
import { textsFor } from './texts.ts';

const host = {
  name: 'bolletta.alfa-energia.test',
  settings: {
    supplier: 'alfa',
    supplierName: 'Alfa "<Energia>"',
    locales: ['it', 'en'],
    theme: { colors: { primary: '#0b5394', onPrimary: '#ffffff' }, radius: 12 },
  },
  server: {},
} as unknown as Host;

const link = 'https://bolletta.alfa-energia.test/oidc/password/reset?token=abc&lang=en';

describe('the password recovery e-mail (issue 28)', () => {
  it('says the same in HTML and text, in the language asked, the link twice', () => {
    const mail = recoveryMail(host, 'en', textsFor('en'), {
      to: 'cliente@example.it',
      name: 'Giulia <b>',
      link,
      minutes: 30,
    });
    expect(mail.subject).toBe('Choose a new password for Alfa "<Energia>"');
    expect(mail.text).toContain(`Choose a new password: ${link}`);
    expect(mail.text).toContain('The link is valid for 30 minutes and can be used once.');
    expect(mail.text).toContain('If you did not ask for a new password, ignore this e-mail');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html.split(`href="${link.replace('&', '&amp;')}"`)).toHaveLength(3);
    expect(mail.html).toContain('Dear Giulia &lt;b&gt;,');
    expect(mail.html).not.toContain('<img');
    expect(mail.headers).toEqual({ 'Auto-Submitted': 'auto-generated' });
  });

  it('comes from the host, in the supplier’s name without quotes that would break it', () => {
    expect(senderOf(host)).toBe('"Alfa <Energia>" <no-reply@bolletta.alfa-energia.test>');
  });
});
