import type { FastifyInstance } from 'fastify';
import { contractRows } from './answers.ts';
import { answers, notFound, param, params, type AreaContext } from './context.ts';
import { contractCounts, contractsOf, findContract, findContractByPoint } from './contracts.ts';
import { customersOf, findCustomer } from './customers.ts';
import { contractDialog, contractDialogs, contractSections } from './forms.ts';

type Id = { Params: { id: string } };
const contractId = params({ id: param.contract });
const kinds = ['autolettura', 'voltura', 'disdetta', 'potenza', 'domiciliazione'] as const;

/** Spec §7 /api/contract/* (issue 18, decisions 243 and 244). */
export function contractRoutes(app: FastifyInstance, area: AreaContext): void {
  const { db } = area;
  const contract = async (request: Parameters<AreaContext['principal']>[0], id: string) => {
    const found = await findContract(db, area.principal(request), id);
    if (!found) throw notFound('contract');
    return found;
  };

  app.get(
    '/api/contract/info',
    { schema: { response: answers('contracts-info.schema.json') } },
    async (request) => {
      const principal = area.principal(request);
      const customers = [];
      for (const c of await customersOf(db, principal)) {
        const counts = contractCounts(await contractsOf(db, principal, c.id));
        customers.push({ id: c.id, name: c.name, ...counts });
      }
      return { customers };
    },
  );

  app.get<Id>(
    '/api/contract/headers/:id',
    {
      schema: {
        params: params({ id: param.customer }),
        response: answers('contract-list.schema.json'),
      },
    },
    async (request) => {
      const principal = area.principal(request);
      if (!(await findCustomer(db, principal, request.params.id))) throw notFound('customer');
      return { contracts: await contractsOf(db, principal, request.params.id) };
    },
  );

  app.get<Id>(
    '/api/contract/details/headers/:id',
    { schema: { params: contractId, response: answers('contract-sections.schema.json') } },
    async (request) => contractSections(await contract(request, request.params.id)),
  );

  app.get<Id>(
    '/api/contract/details/:id',
    { schema: { params: contractId, response: answers('contract.schema.json') } },
    (request) => contract(request, request.params.id),
  );

  app.get<Id>(
    '/api/contract/moreinfo/headers/:id',
    { schema: { params: contractId, response: answers('info-rows.schema.json') } },
    async (request) => contractRows(await contract(request, request.params.id)),
  );

  app.get<Id>(
    '/api/contract/dialog/headers/:id',
    { schema: { params: contractId, response: answers('contract-dialogs.schema.json') } },
    async (request) => contractDialogs(await contract(request, request.params.id)),
  );

  app.get<{ Params: { id: string; kind: (typeof kinds)[number] } }>(
    '/api/contract/dialog/:id/kind/:kind',
    {
      schema: {
        params: params({ id: param.contract, kind: { enum: kinds } }),
        response: answers('contract-dialog.schema.json'),
      },
    },
    async (request) => {
      const dialog = contractDialog(
        await contract(request, request.params.id),
        request.params.kind,
      );
      // A request the contract does not offer (self-reading of power) is as missing as any.
      if (!dialog) throw notFound('contract');
      return dialog;
    },
  );

  app.get<{ Params: { a: string; b: string } }>(
    '/api/contract/:a/:b',
    {
      schema: {
        params: params({ a: param.customer, b: param.point }),
        response: answers('contract.schema.json'),
      },
    },
    async (request) => {
      const { a, b } = request.params;
      const found = await findContractByPoint(db, area.principal(request), a, b);
      if (!found) throw notFound('contract');
      return found;
    },
  );
}
