import { describe, expect, it } from 'vitest';
import { createClient } from './client.ts';
import { createRegistrationCalls } from './registrationCalls.ts';
import { fakeServer, json, type FakeAnswer } from './testing.ts';

function calls(answers: Record<string, FakeAnswer>) {
  const server = fakeServer(answers);
  const client = createClient({
    credentials: () => ({ token: undefined, fromCrypto: false }),
    adapter: server.adapter,
  });
  return { calls: createRegistrationCalls(client), requests: server.requests };
}

const proof = { codiceCliente: '0010902311', codiceFiscale: 'X'.repeat(16), numeroFattura: 'A1' };

describe('the registration calls (issue 18, decision 260)', () => {
  it('reads a section through its schema, without a token', async () => {
    const section = {
      key: 'verify',
      title: 't',
      fields: [{ name: 'a', label: 'l', type: 'text' }],
    };
    const { calls: registration, requests } = calls({
      '/api/registration/verifysection': json(section),
    });
    expect(await registration.section('verify')).toEqual({ ok: true, value: section });
    expect(requests[0]?.headers.Authorization).toBeUndefined();
  });

  it('refuses an answer outside its schema, naming the call', async () => {
    const { calls: registration } = calls({
      '/api/registration/headersection': json({ title: 't', text: 'x', steps: [{ key: 'x' }] }),
    });
    const answer = await registration.header();
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.failure).toMatchObject({ reason: 'invalid' });
    if (!answer.ok && answer.failure.reason === 'invalid') {
      expect(answer.failure.detail).toMatch(/^registrationHeader: /);
    }
  });

  it('posts the proof and hands back a refusal status as it is', async () => {
    const { calls: registration, requests } = calls({
      '/api/registration/verify': json({ statusCode: 422 }, 422),
    });
    expect(await registration.verify(proof)).toEqual({
      ok: false,
      failure: { reason: 'status', status: 422 },
    });
    expect(requests[0]?.method).toBe('post');
    expect(JSON.parse(String(requests[0]?.data))).toEqual(proof);
  });

  it('names the list and its parameter in the dropdown path', async () => {
    const { calls: registration, requests } = calls({});
    await registration.dropdown('contact-time', 'weekdays');
    expect(requests[0]?.url).toBe('/api/registration/dropdown/contact-time/param/weekdays');
  });
});
