import type { FastifyInstance } from 'fastify';
import type { PasswordChange } from '../../schemas/types/password-change.gen.ts';
import { Problem } from '../http/problem.ts';
import { ref, type AreaContext } from './context.ts';
import { changePassword } from './passwordStore.ts';
import { appendEvent } from '../events/outbox.ts';
import { passwordChanged } from '../events/accountEvents.ts';

/**
 * Spec §7 PUT /api/customer/password/reset, "method_field PUT body" (issue 18, decision 273):
 * the logged-in account changes its own password. The same call is accepted as a POST whose
 * body carries Laravel's `_method: "PUT"`, as a form that can only POST sends it.
 */
export function passwordRoutes(app: FastifyInstance, area: AreaContext): void {
  const problem = ref('problem.schema.json');
  const options = {
    schema: {
      body: ref('password-change.schema.json'),
      response: { 200: { const: 1 }, '4xx': problem, '5xx': problem },
    },
  };
  const handler = async (
    request: { body: PasswordChange } & Parameters<AreaContext['principal']>[0],
  ) => {
    const { current_password: current, password, password_confirmation: again } = request.body;
    if (again !== password) {
      throw new Problem(
        400,
        'password-mismatch',
        'password_confirmation is not the same as password.',
      );
    }
    if (password === current) {
      throw new Problem(
        400,
        'password-unchanged',
        'The new password is the current one: choose another.',
      );
    }
    const principal = area.principal(request);
    // The new password and its event commit together (issue 29); never the password in it.
    const result = await area.db.transaction(async (tx) => {
      const outcome = await changePassword(tx, principal, current, password);
      if (outcome === 'changed') {
        const { supplier, accountId } = principal;
        const event = passwordChanged(supplier, request.site.name, accountId, 'change', area.now());
        await appendEvent(tx, event);
      }
      return outcome;
    });
    if (result === 'no-account') {
      throw new Problem(
        404,
        'account-not-found',
        'This login has no password kept by this portal: change it where you log in.',
      );
    }
    if (result === 'wrong-password') {
      throw new Problem(
        400,
        'current-password-wrong',
        'current_password is not this login’s password.',
      );
    }
    return 1;
  };
  app.put<{ Body: PasswordChange }>('/api/customer/password/reset', options, handler);
  app.post<{ Body: PasswordChange }>(
    '/api/customer/password/reset',
    {
      schema: {
        ...options.schema,
        body: { allOf: [ref('password-change.schema.json'), { required: ['_method'] }] },
      },
    },
    handler,
  );
}
