import type { FastifyInstance } from 'fastify';
import { answers, notFound, param, params, type AreaContext } from './context.ts';
import { findCustomer } from './customers.ts';
import { faqEntries, faqFile, faqTopics } from './faq.ts';
import { deleteMessage, findMessage, listMessages } from './messages.ts';

type Id = { Params: { id: string } };
const messageId = params({ id: param.message });
const customerId = params({ id: param.customer });

/** Spec §7 /api/message/* and /api/Faq/* (issue 18, decisions 245 and 246). */
export function messageRoutes(app: FastifyInstance, area: AreaContext): void {
  const { db } = area;
  const ownCustomer = async (request: Parameters<AreaContext['principal']>[0], id: string) => {
    if (!(await findCustomer(db, area.principal(request), id))) throw notFound('customer');
  };

  app.get(
    '/api/message/headers',
    { schema: { response: answers('message-list.schema.json') } },
    (request) => listMessages(db, area.principal(request)),
  );

  app.get<Id>(
    '/api/message/home/:id',
    { schema: { params: customerId, response: answers('message-list.schema.json') } },
    async (request) => {
      await ownCustomer(request, request.params.id);
      return listMessages(db, area.principal(request), { customerId: request.params.id, limit: 3 });
    },
  );

  app.get<Id>(
    '/api/message/new/:id',
    { schema: { params: customerId, response: answers('area-count.schema.json') } },
    async (request) => {
      await ownCustomer(request, request.params.id);
      const principal = area.principal(request);
      const { unread } = await listMessages(db, principal, {
        customerId: request.params.id,
        limit: 0,
      });
      return { count: unread };
    },
  );

  const message =
    (body: boolean, markRead: boolean) =>
    async (request: { params: { id: string } } & Parameters<AreaContext['principal']>[0]) => {
      const found = await findMessage(db, area.principal(request), request.params.id, {
        body,
        markRead,
      });
      if (!found) throw notFound('message');
      return found;
    };
  const one = { schema: { params: messageId, response: answers('message.schema.json') } };
  app.get<Id>('/api/message/detail/:id', one, message(true, true));
  app.get<Id>('/api/message/:id', one, message(false, false));
  app.delete<Id>('/api/message/:id', one, async (request) => {
    const deleted = await deleteMessage(db, area.principal(request), request.params.id);
    if (!deleted) throw notFound('message');
    return deleted;
  });

  app.get<Id>(
    '/api/Faq/:id',
    { schema: { params: params({ id: param.slug }), response: answers('faq.schema.json') } },
    async (request) => {
      const { supplier } = area.principal(request);
      const topics = await faqTopics(db, supplier);
      const topic = request.params.id;
      if (topic !== 'all' && !topics.includes(topic)) throw notFound('faq');
      return { topic, topics, entries: await faqEntries(db, supplier, topic) };
    },
  );

  app.get<{ Params: { a: string; b: string; c: string } }>(
    '/api/Faq/attach/:a/:b/:c',
    { schema: { params: params({ a: param.slug, b: param.slug, c: param.slug }) } },
    async (request, reply) => {
      const { a, b, c } = request.params;
      const path = { topic: a, entry: b, file: c };
      const file = await faqFile(db, area.blobs, area.principal(request).supplier, path);
      if (!file) throw notFound('faq');
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes));
    },
  );
}
