import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../identity/bearer.ts';
import type { AreaContext, CustomerAreaOptions } from './context.ts';
import { contactRoutes } from './contactRoutes.ts';
import { contractRoutes } from './contractRoutes.ts';
import { customerRoutes } from './customerRoutes.ts';
import { messageRoutes } from './messageRoutes.ts';
import { passwordRoutes } from './passwordRoutes.ts';

export type { CustomerAreaOptions } from './context.ts';

/**
 * The customer area's calls of spec §7 (issue 18), a fastify plugin: every one needs a
 * logged-in customer's bearer token and answers only with that login's own data. The token is
 * checked first, in the scope's `onRequest`, so a call without a valid one learns nothing, not
 * even whether its id is well formed (401 before 400). The scope keeps the hook to these routes.
 */
export async function customerAreaRoutes(
  app: FastifyInstance,
  options: CustomerAreaOptions,
): Promise<void> {
  const principals = new WeakMap<FastifyRequest, Principal>();
  const area: AreaContext = {
    now: () => new Date(),
    ...options,
    principal(request) {
      const principal = principals.get(request);
      // Every route of the scope runs after its hook: a request here was authenticated.
      if (!principal) throw new Error(`${request.url} was not authenticated`);
      return principal;
    },
  };
  await app.register((scope, _options, done) => {
    scope.addHook('onRequest', async (request) => {
      principals.set(request, await options.authenticate(request));
    });
    customerRoutes(scope, area);
    contractRoutes(scope, area);
    messageRoutes(scope, area);
    contactRoutes(scope, area);
    passwordRoutes(scope, area);
    done();
  });
}
