import type { CustomerMessage } from '../../schemas/types/message.gen.ts';
import { createAreaCalls } from '../../src/api/areaCalls.ts';
import { fakeLogin, json, type FakeAnswer } from '../../src/api/testing.ts';
import type { AreaSession } from '../../src/state/area.ts';

/*
 * Sample messages for the stories and tests of this widget, as the reference server answers
 * them for Alfa's demo customer and the condominium she administers (fixtures/customer-area).
 */

export const giulia = { id: 'alfa:BNCGLI85M52H501X', name: 'Giulia Bianchi', code: 'C-004512' };
export const condominium = { id: 'alfa:97712340015', name: 'Condominio Via Po 3', code: 'C-9' };

const message = (
  id: string,
  customerId: string,
  category: CustomerMessage['category'],
  subject: string,
  sentAt: string,
  read: boolean,
): CustomerMessage => ({
  id,
  customerId,
  category,
  subject,
  sent_at: sentAt,
  read,
  read_at: read ? sentAt : null,
});

export const messages: CustomerMessage[] = [
  message(
    '7',
    condominium.id,
    'info',
    'Nuovo referente per i condomìni',
    '2026-05-28T09:00:00Z',
    false,
  ),
  message(
    '3',
    giulia.id,
    'service',
    'Lavori programmati sulla rete',
    '2026-04-08T07:15:00Z',
    false,
  ),
  message(
    '1',
    giulia.id,
    'invoice',
    'È disponibile la bolletta di marzo 2026',
    '2026-03-05T08:30:00Z',
    false,
  ),
  message('2', giulia.id, 'contract', 'Rinnovo della tua offerta', '2026-02-12T10:00:00Z', true),
];

export const bodyOf = (id: string) => `Gentile cliente,\n\nil messaggio ${id}.\n\nAlfa Energia`;

/** The server's answers for Giulia: the list, the count, each message's detail and delete. */
export function answersFor(unread = 2): Record<string, FakeAnswer> {
  const answers: Record<string, FakeAnswer> = {
    '/api/message/headers': json({ messages, unread: 3 }),
    [`/api/message/home/${encodeURIComponent(giulia.id)}`]: json({
      messages: messages.filter((m) => m.customerId === giulia.id),
      unread,
    }),
    [`/api/message/new/${encodeURIComponent(giulia.id)}`]: json({ count: unread }),
  };
  for (const m of messages) {
    answers[`/api/message/detail/${m.id}`] = json({ ...m, read: true, body: bodyOf(m.id) });
    answers[`/api/message/${m.id}`] = json({ ...m, deleted: true, body: bodyOf(m.id) });
  }
  return answers;
}

/** An area session whose server answers `answers` (paths as the calls write them). */
export function sessionWith(
  answers: Record<string, FakeAnswer>,
  customer: AreaSession['customer'] = giulia,
): AreaSession & { requests: ReturnType<typeof fakeLogin>['requests'] } {
  const { client, media, requests } = fakeLogin(answers);
  return { calls: createAreaCalls(client), client, media, customer, requests };
}

export { json };
