import type { InvoicesInfo } from '../../schemas/types/invoices-info.gen.ts';
import { createAreaCalls } from '../../src/api/areaCalls.ts';
import { fakeLogin, json, type FakeAnswer } from '../../src/api/testing.ts';
import type { AreaSession } from '../../src/state/area.ts';

/** An administrator's two customers, as GET /api/invoices/info answers: stories and tests only. */
export const sampleInfo: InvoicesInfo = {
  customers: [
    {
      id: 'alfa:BNCGLI85M52H501X',
      name: 'Giulia Bianchi',
      invoices: 3,
      unpaid: 2,
      newInvoices: 1,
      amountDue: 1219.46,
    },
    {
      id: 'alfa:97712340015',
      name: 'Condominio Via dei Mille 24',
      invoices: 1,
      unpaid: 0,
      newInvoices: 0,
      amountDue: 0,
    },
  ],
};

/** An area session whose fake server answers the summary with `answer`. */
export function fakeSummaryArea(answer: FakeAnswer = json(sampleInfo)) {
  const login = fakeLogin({ '/api/invoices/info': answer });
  const session: AreaSession = {
    calls: createAreaCalls(login.client),
    client: login.client,
    media: login.media,
    customer: { id: 'alfa:BNCGLI85M52H501X', name: 'Giulia Bianchi', code: undefined },
  };
  return { session, requests: login.requests };
}
