import { describe, expect, it } from 'vitest';
import { createClient } from './client.ts';
import { createContactCalls } from './contactCalls.ts';
import { fakeServer, json, type FakeAnswer } from './testing.ts';

function callsWith(answers: Record<string, FakeAnswer>) {
  const server = fakeServer(answers);
  const calls = createContactCalls(
    createClient({
      credentials: () => ({ token: 'tok', fromCrypto: false }),
      adapter: server.adapter,
    }),
  );
  return { calls, requests: server.requests };
}

const contacts = {
  supplierName: 'Alfa Energia',
  phones: [{ kind: 'toll-free', number: '800 123 456' }],
  emails: [{ kind: 'pec', address: 'alfa@pec.alfa.test' }],
  hours: [{ days: [1, 2, 3, 4, 5], opens: '08:30', closes: '19:00' }],
  emergency: [],
  offices: [],
  chat: 'ignored',
};
const request = { category: 'Richiesta rimborso', subject: 'Rimborso', description: 'x' } as const;
const change = {
  current_password: 'a',
  password: 'abcdefghi1',
  password_confirmation: 'abcdefghi1',
};

describe('§7 the area’s contacts and password calls (decisions 270-273)', () => {
  it('takes contact channels that fit their schema, unknown fields and all', async () => {
    const { calls } = callsWith({ '/api/contacts': json(contacts) });
    expect(await calls.contacts()).toEqual({ ok: true, value: contacts });
  });

  it('refuses contact channels outside their schema', async () => {
    const { calls } = callsWith({ '/api/contacts': json({ ...contacts, phones: 'none' }) });
    expect(await calls.contacts()).toMatchObject({ ok: false, failure: { reason: 'invalid' } });
  });

  it('sends a request to the selected customer’s path and reads 1 as success', async () => {
    const path = '/api/contacts/sendemail/alfa%3A97712340015';
    const { calls, requests } = callsWith({ [path]: json(1) });
    expect(await calls.sendRequest('alfa:97712340015', request)).toEqual({ ok: true, value: true });
    expect(requests[0]?.method).toBe('post');
    expect(JSON.parse(String(requests[0]?.data))).toEqual(request);
  });

  it.each([
    ['an answer other than 1', json(0), 'invalid'],
    ['a refusal', json({ statusCode: 413 }, 413), 'status'],
  ])('reads %s as a failure', async (_, answer, reason) => {
    const { calls } = callsWith({ '/api/contacts/sendemail/x': answer });
    expect(await calls.sendRequest('x', request)).toMatchObject({ ok: false, failure: { reason } });
  });

  it('changes the password with a PUT', async () => {
    const { calls, requests } = callsWith({ '/api/customer/password/reset': json(1) });
    expect(await calls.changePassword(change)).toEqual({ ok: true, value: true });
    expect(requests[0]?.method).toBe('put');
  });
});
