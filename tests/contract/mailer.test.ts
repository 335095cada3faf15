import { describe, expect, it } from 'vitest';
import { startTestSmtp } from './smtp.ts';
import { createMailer } from '../../server/mail/mailer.ts';

describe('the mailer', () => {
  it('hands a message to a real SMTP server, and surfaces its refusal with the code', async () => {
    const smtp = await startTestSmtp();
    const mailer = createMailer(smtp.url);
    try {
      await mailer.send({
        from: 'Bollette Alfa <bollette@alfa.example>',
        to: 'giulia.bianchi@example.it',
        subject: 'La tua bolletta è pronta',
        text: 'Importo: 1.234,56 €',
        html: '<p>Importo: <strong>1.234,56 €</strong></p>',
      });
      const mail = await smtp.waitFor((message) => message.subject === 'La tua bolletta è pronta');
      expect(mail.text?.trim()).toBe('Importo: 1.234,56 €');
      expect(mail.html).toContain('<strong>1.234,56 €</strong>');

      smtp.refuseNext(1, { code: 550, message: '5.1.1 no such user' });
      const refused = mailer.send({
        from: 'a@alfa.example',
        to: 'x@y.it',
        subject: 's',
        text: 't',
        html: 'h',
      });
      await expect(refused).rejects.toMatchObject({ responseCode: 550 });
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});
