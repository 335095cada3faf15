import { describe, expect, it } from 'vitest';
import { createClient } from './client.ts';
import { createCustomerCalls } from './customerCalls.ts';
import { fakeServer, json, type FakeAnswer } from './testing.ts';

function callsWith(answers: Record<string, FakeAnswer>) {
  const server = fakeServer(answers);
  const calls = createCustomerCalls(
    createClient({
      credentials: () => ({ token: 'tok', fromCrypto: false }),
      adapter: server.adapter,
    }),
  );
  return { calls, requests: server.requests };
}

const menu = {
  orientation: 'vertical',
  items: [
    { label: 'Bollette', action: 'path', path: '/invoices', icon: 'ignored' },
    { label: 'Account', children: [{ label: 'Esci', action: 'logout' }] },
  ],
};
const names = { names: [{ id: 101, name: 'Giulia Bianchi', code: '0010458321', selected: true }] };

describe('§7 GET /api/menu and /api/customer/names (decisions 228, 229)', () => {
  it('asks each at its path and takes an answer that fits, unknown fields and all', async () => {
    const { calls, requests } = callsWith({
      '/api/menu': json(menu),
      '/api/customer/names': json(names),
    });
    expect(await calls.menu()).toEqual({ ok: true, value: menu });
    expect(await calls.customerNames()).toEqual({ ok: true, value: names });
    expect(requests.map((request) => request.url)).toEqual(['/api/menu', '/api/customer/names']);
  });

  it.each([
    ['a menu without items', '/api/menu', { orientation: 'horizontal' }, 'menu'],
    ['an item without a label', '/api/menu', { items: [{ action: 'logout' }] }, 'menu'],
    [
      'another site as a path',
      '/api/menu',
      { items: [{ label: 'x', action: 'path', path: '//evil.test' }] },
      'menu',
    ],
    [
      'an argument that is a path',
      '/api/menu',
      { items: [{ label: 'x', action: 'module', argument: 'a/b' }] },
      'menu',
    ],
    [
      'a name without an id',
      '/api/customer/names',
      { names: [{ name: 'Giulia' }] },
      'customerNames',
    ],
  ] as const)('refuses %s', async (_, path, body, call) => {
    const { calls } = callsWith({ [path]: json(body) });
    const answer = await calls[call]();
    expect(answer.ok).toBe(false);
  });
});
