import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { hostOrigin } from './areaLogin.ts';
import { axeViolations, describe, expect, picture, test } from './harness.ts';
import type { InboxMail } from './mailInbox.ts';

/**
 * Issue 28, bills in and links out, as a supplier and its customer meet them: the billing
 * system gets a token with the demo client's credentials, pushes a bill through the ingestion
 * API, the bill's e-mail reaches a real SMTP server, and the button of that e-mail, shown as a
 * mail client shows it, opens the bill in the browser. The API then reports the e-mail sent and
 * the link opened.
 */
const alfa = hostOrigin('alfa');
const serverJson = JSON.parse(
  readFileSync(
    new URL('../../hosts/bolletta.alfa-energia.test/server.json', import.meta.url),
    'utf8',
  ),
) as { ingest: { clientId: string; secret: { sandboxDefault: string } } };
const sample = JSON.parse(
  readFileSync(new URL('../../fixtures/alfa-2026-0001.json', import.meta.url), 'utf8'),
) as Record<string, unknown> & { document: Record<string, unknown> };

async function token(): Promise<string> {
  const { clientId, secret } = serverJson.ingest;
  const answer = await fetch(`${alfa}/oidc/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret.sandboxDefault}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: 'bills:write bills:read',
    }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

async function mailTo(address: string): Promise<InboxMail[]> {
  const answer = await fetch(`${inject('mailInbox')}${encodeURIComponent(address)}`);
  return (await answer.json()) as InboxMail[];
}

describe.each(['phone', 'desktop'] as const)(
  'a bill pushed by the billing system, on a %s',
  (device) => {
    test.override({ device });

    test('arrives by e-mail, and the e-mail opens it', async ({ page, errors }) => {
      const id = `e2e-api-alfa-${device}`;
      const address = `cliente.${device}@example.it`;
      const bearer = { authorization: `Bearer ${await token()}` };
      // `pdf` names a file beside a bundle for `quadro import`; the API draws the PDF itself.
      const parts: Record<string, unknown> = { ...sample };
      delete parts['pdf'];
      const bundle = {
        ...parts,
        id,
        title: `Pushed through the API (${device})`,
        announce: { email: address },
      };
      const put = await fetch(`${alfa}/api/ingest/v1/bills/${id}`, {
        method: 'PUT',
        headers: { ...bearer, 'content-type': 'application/json' },
        body: JSON.stringify(bundle),
      });
      // Status and answer together: a refusal shows its pointer and reason in the failure.
      expect({ status: put.status, answer: (await put.json()) as unknown }).toMatchObject({
        status: 201,
        answer: { id, result: 'stored', version: 1 },
      });

      // The e-mail, as a mail client shows it: its button opens the bill.
      await expect.poll(async () => (await mailTo(address)).length, { timeout: 30_000 }).toBe(1);
      const [mail] = await mailTo(address);
      expect(mail?.subject).toBe(
        `La tua bolletta Alfa Energia n. ${String(sample.document['document_number'])}`,
      );
      expect(mail?.text).toContain('109,73 €');
      await page.setContent(mail?.html ?? '');
      await picture(page, `bill-mail-${device}`);
      // An e-mail is read inside the mail client's own page, so it brings no landmarks of its
      // own (its body is one role=article, as e-mail accessibility guides advise): every other
      // rule holds.
      const violations = await axeViolations(page);
      expect(violations.filter((violation) => violation.rule !== 'region')).toEqual([]);
      await page.getByRole('link', { name: 'Apri la bolletta' }).click();
      await page.locator('[data-template][aria-busy="false"]').waitFor();
      expect(new URL(page.url()).origin).toBe(alfa);
      await page.getByText('Giulia Bianchi', { exact: true }).first().waitFor();
      await page.getByText('109,73 €').first().waitFor();

      // The billing system sees the e-mail sent and the link opened.
      await expect
        .poll(async () => {
          const state = await fetch(`${alfa}/api/ingest/v1/bills/${id}`, { headers: bearer });
          const { dispatch } = (await state.json()) as {
            dispatch: { state: string; sentTo: string | null; firstOpenedAt: string | null };
          };
          return {
            state: dispatch.state,
            sentTo: dispatch.sentTo,
            opened: dispatch.firstOpenedAt !== null,
          };
        })
        .toEqual({ state: 'sent', sentTo: address, opened: true });
      expect(errors).toEqual([]);
    });
  },
);
