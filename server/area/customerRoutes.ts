import type { FastifyInstance } from 'fastify';
import type { CustomerSave } from '../../schemas/types/customer-save.gen.ts';
import { Problem } from '../http/problem.ts';
import { isPayable } from '../payments/payable.ts';
import { describe, requestValidatorFor } from '../validation.ts';
import { amountDue, invoiceAnswer, invoiceRows, profileAnswer } from './answers.ts';
import { answers, notFound, param, params, type AreaContext } from './context.ts';
import { contractsOf } from './contracts.ts';
import { customersOf, findCustomer, saveCustomer, type Customer } from './customers.ts';
import { userFormSections } from './forms.ts';
import { findInvoice, invoicesOf, markSeen, type OwnInvoice } from './invoices.ts';
import { listMessages } from './messages.ts';
import { appendEvent } from '../events/outbox.ts';
import { profileChangedEvent } from '../events/profileEvents.ts';

type Id = { Params: { id: string } };
const customerId = params({ id: param.customer });

/** Spec §7 /api/customer/*, /api/invoices/* and /api/document/* (issue 18, decision 240). */
export function customerRoutes(app: FastifyInstance, area: AreaContext): void {
  const { db } = area;
  const customer = async (request: Parameters<AreaContext['principal']>[0], id: string) => {
    const found = await findCustomer(db, area.principal(request), id);
    if (!found) throw notFound('customer');
    return found;
  };
  const answer = (invoice: OwnInvoice) => invoiceAnswer(area.sealer, area.now(), invoice);

  app.get(
    '/api/customer/names',
    { schema: { response: answers('customer-names.schema.json') } },
    async (request) => {
      const customers = await customersOf(db, area.principal(request));
      return {
        names: customers.map((c, index) => ({
          id: c.id,
          name: c.name,
          code: c.code,
          selected: index === 0,
        })),
      };
    },
  );

  app.get<Id>(
    '/api/customer/home/:id',
    { schema: { params: customerId, response: answers('customer-home.schema.json') } },
    async (request) => {
      const principal = area.principal(request);
      const found = await customer(request, request.params.id);
      const invoices = await invoicesOf(db, principal, found);
      const contracts = await contractsOf(db, principal, found.id);
      const messages = await listMessages(db, principal, { customerId: found.id, limit: 0 });
      const latest = invoices[0];
      return {
        customer: { id: found.id, name: found.name, code: found.code },
        latestInvoice: latest ? answer(latest) : null,
        amountDue: amountDue(invoices),
        unpaidInvoices: invoices.filter((i) => isPayable(i.bill)).length,
        newInvoices: invoices.filter((i) => !i.seen).length,
        unreadMessages: messages.unread,
        contracts: contracts.length,
        activeContracts: contracts.filter((c) => c.status === 'active').length,
      };
    },
  );

  app.get<Id>(
    '/api/customer/profile/:id',
    { schema: { params: customerId, response: answers('customer-profile.schema.json') } },
    async (request) => profileAnswer(await customer(request, request.params.id)),
  );

  app.get(
    '/api/customer/userformsection',
    { schema: { response: answers('user-form-sections.schema.json') } },
    () => userFormSections,
  );

  app.post<Id>(
    '/api/customer/save/:id',
    { schema: { params: customerId, response: answers('customer-profile.schema.json') } },
    async (request) => {
      const change = checkSave(request.body);
      const principal = area.principal(request);
      // The change and its event commit together (issue 29); saving the same values tells nothing.
      const saved = await db.transaction(async (tx) => {
        const before = await findCustomer(tx, principal, request.params.id, { lock: true });
        if (!before) return null;
        const after = await saveCustomer(tx, principal, request.params.id, change);
        const event =
          after &&
          profileChangedEvent({
            supplier: principal.supplier,
            host: request.site.name,
            orderingKey: `account:${principal.accountId}`,
            at: area.now(),
            customerId: after.code,
            via: 'area',
            bill: null,
            before: { ...before },
            after: { ...changedMembers(change, after) },
          });
        if (event) await appendEvent(tx, event);
        return after;
      });
      if (!saved) throw notFound('customer');
      return profileAnswer(saved);
    },
  );

  app.get(
    '/api/invoices/info',
    { schema: { response: answers('invoices-info.schema.json') } },
    async (request) => {
      const principal = area.principal(request);
      const customers = [];
      for (const c of await customersOf(db, principal)) {
        const invoices = await invoicesOf(db, principal, c);
        customers.push({
          id: c.id,
          name: c.name,
          invoices: invoices.length,
          unpaid: invoices.filter((i) => isPayable(i.bill)).length,
          newInvoices: invoices.filter((i) => !i.seen).length,
          amountDue: amountDue(invoices),
        });
      }
      return { customers };
    },
  );

  app.get<Id>(
    '/api/invoices/new/:id',
    { schema: { params: customerId, response: answers('area-count.schema.json') } },
    async (request) => {
      const found = await customer(request, request.params.id);
      const invoices = await invoicesOf(db, area.principal(request), found);
      return { count: invoices.filter((i) => !i.seen).length };
    },
  );

  app.get<{ Params: { id: string; view: 'all' | 'unpaid' | 'paid' } }>(
    '/api/document/:id/invoices/:view',
    {
      schema: {
        params: params({ id: param.customer, view: { enum: ['all', 'unpaid', 'paid'] } }),
        response: answers('invoice-list.schema.json'),
      },
    },
    async (request) => {
      const found = await customer(request, request.params.id);
      const { view } = request.params;
      const invoices = (await invoicesOf(db, area.principal(request), found)).map(answer);
      return {
        view,
        invoices: invoices.filter((i) => view === 'all' || (view === 'paid' ? i.paid : !i.paid)),
      };
    },
  );

  app.get<Id>(
    '/api/document/moreinfo/headers/:id',
    {
      schema: {
        params: params({ id: param.document }),
        response: answers('info-rows.schema.json'),
      },
    },
    async (request) => {
      const found = await findInvoice(db, area.principal(request), request.params.id);
      if (!found) throw notFound('invoice');
      return invoiceRows(found);
    },
  );

  app.get<Id>(
    '/api/document/:id',
    {
      schema: { params: params({ id: param.document }), response: answers('invoice.schema.json') },
    },
    async (request) => {
      const principal = area.principal(request);
      const found = await findInvoice(db, principal, request.params.id);
      if (!found) throw notFound('invoice');
      await markSeen(db, principal, found.bill.id);
      return answer(found);
    },
  );
}

/** The saved customer's members the change named (an absent field is not a change). */
function changedMembers(change: CustomerSave, after: Customer): Partial<Customer> {
  return {
    ...(change.email === undefined ? {} : { email: after.email }),
    ...(change.telefono === undefined ? {} : { phone: after.phone }),
    ...(change.pec === undefined ? {} : { pec: after.pec }),
    ...(change.emailFatturazione === undefined ? {} : { billingEmail: after.billingEmail }),
    ...(change.bollettaCartacea === undefined ? {} : { paperBill: after.paperBill }),
  };
}

/** The save body, checked by its strict schema; a 400 names the field that is wrong or unknown. */
function checkSave(body: unknown): CustomerSave {
  const validate = requestValidatorFor('customer-save.schema.json');
  if (validate(body)) return body as CustomerSave;
  const unknown = (validate.errors ?? [])
    .map((error) => (error.params as { additionalProperty?: unknown }).additionalProperty)
    .filter((name): name is string => typeof name === 'string');
  const reason =
    unknown.length > 0 ? `unknown field ${unknown.join(', ')}` : describe(validate.errors, 'body');
  throw new Problem(400, 'invalid-request', `The profile change is not valid: ${reason}.`);
}
