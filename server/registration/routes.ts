import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RegistrationAcceptances } from '../../schemas/types/registration-acceptances.gen.ts';
import type { RegistrationProfile } from '../../schemas/types/registration-profile.gen.ts';
import type { RegistrationState } from '../../schemas/types/registration-state.gen.ts';
import type { RegistrationVerify } from '../../schemas/types/registration-verify.gen.ts';
import type { Deps } from '../deps.ts';
import { Problem } from '../http/problem.ts';
import { hashPassword } from '../identity/accounts.ts';
import { defaultLoginsPerMinute } from '../identity/routes.ts';
import { problems, ref } from '../routes/common.ts';
import { describe, requestValidatorFor } from '../validation.ts';
import {
  acceptancesSection,
  dropdown,
  header,
  isOption,
  profileSection,
  usernameSection,
  verifySection,
} from './sections.ts';
import {
  accept,
  alreadyRegistered,
  findRegistration,
  isRegistered,
  openRegistration,
  provenCustomer,
  saveProfile,
  type Registration,
} from './store.ts';

const answers = (file: string) => ({ response: { 200: ref(file), ...problems } });

/** As many tries per minute and address as the login page allows (decision 234). */
const limited = {
  rateLimit: {
    max: (request: FastifyRequest) =>
      request.site.server.identity?.loginsPerMinutePerAddress ?? defaultLoginsPerMinute,
    timeWindow: 60_000,
  },
};

const idParam = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } },
  required: ['id'],
};
const listParams = {
  type: 'object',
  properties: {
    list: { type: 'string', pattern: '^[a-z][a-z0-9-]{0,39}$' },
    param: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,39}$' },
  },
  required: ['list', 'param'],
};

interface Bodies {
  'registration-verify.schema.json': RegistrationVerify;
  'registration-profile.schema.json': RegistrationProfile;
  'registration-acceptances.schema.json': RegistrationAcceptances;
}

/** The body narrowed to `schemas/<file>`, or a 400 that names what is wrong. */
function bodyOf<F extends keyof Bodies>(file: F, body: unknown, what: string): Bodies[F] {
  const validate = requestValidatorFor(file);
  if (validate(body)) return body as Bodies[F];
  const unknown = (validate.errors ?? [])
    .map((error) => (error.params as { additionalProperty?: unknown }).additionalProperty)
    .filter((name): name is string => typeof name === 'string');
  const reason =
    unknown.length > 0 ? `unknown field ${unknown.join(', ')}` : describe(validate.errors, 'body');
  throw new Problem(400, 'invalid-request', `The ${what} is not valid: ${reason}.`);
}

const state = (id: string, registration: Registration): RegistrationState => ({
  registrationId: id,
  username: registration.username,
  expiresAt: registration.expiresAt.toISOString(),
  profileSaved: registration.profileSaved,
});

/**
 * Registration of spec §1/§7 (issue 18, decisions 260-265), a fastify plugin: no login, each
 * call held to the request's host's supplier; the three posts are limited like the login page.
 */
export async function registrationRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const supplierOf = (request: FastifyRequest) => request.site.settings.supplier;
  await app.register((scope, _options, done) => {
    scope.get(
      '/api/registration/headersection',
      { schema: answers('registration-header.schema.json') },
      () => header,
    );
    const section = (name: string, value: object) =>
      scope.get(
        `/api/registration/${name}section`,
        { schema: answers('registration-section.schema.json') },
        () => value,
      );
    section('verify', verifySection);
    section('username', usernameSection);
    section('acceptance', acceptancesSection);

    scope.get<{ Params: { id: string } }>(
      '/api/registration/profilesection/:id',
      { schema: { params: idParam, ...answers('registration-section.schema.json') } },
      async (request) => {
        const found = await findRegistration(
          deps.db,
          supplierOf(request),
          request.params.id,
          deps.now(),
        );
        return profileSection(found.known);
      },
    );

    scope.get<{ Params: { list: string; param: string } }>(
      '/api/registration/dropdown/:list/param/:param',
      { schema: { params: listParams, ...answers('registration-options.schema.json') } },
      (request) => {
        const options = dropdown(request.params.list, request.params.param);
        if (!options) throw new Problem(404, 'list-not-found', 'There is no such list of options.');
        return options;
      },
    );

    scope.post(
      '/api/registration/verify',
      { config: limited, schema: answers('registration-state.schema.json') },
      async (request) => {
        const proof = bodyOf('registration-verify.schema.json', request.body, 'proof');
        const supplier = supplierOf(request);
        const customer = await provenCustomer(deps.db, supplier, proof);
        if (!customer) {
          // One answer for any mismatch: which value was wrong would help someone guessing.
          throw new Problem(
            422,
            'registration-not-verified',
            'These data do not match a bill of ours: check them on your latest bill.',
          );
        }
        if (await isRegistered(deps.db, customer)) throw alreadyRegistered();
        const opened = await openRegistration(deps.db, supplier, customer, deps.now());
        return state(opened.id, {
          customerId: customer.id,
          username: customer.fiscalCode,
          expiresAt: opened.expiresAt,
          profileSaved: false,
          email: null,
          phone: null,
        });
      },
    );

    scope.post(
      '/api/registration/saveprofile',
      { config: limited, schema: answers('registration-state.schema.json') },
      async (request) => {
        const body = bodyOf('registration-profile.schema.json', request.body, 'profile');
        const contactTime = body.contactTime ?? '';
        if (contactTime !== '' && !isOption('contact-time', contactTime)) {
          throw new Problem(
            400,
            'invalid-request',
            `The profile is not valid: contactTime is not an option.`,
          );
        }
        const saved = await saveProfile(
          deps.db,
          supplierOf(request),
          body.registrationId,
          {
            passwordHash: await hashPassword(body.password),
            email: body.email,
            phone: body.telefono === undefined || body.telefono === '' ? null : body.telefono,
            contactTime: contactTime === '' ? null : contactTime,
          },
          deps.now(),
        );
        return state(body.registrationId, saved);
      },
    );

    scope.post(
      '/api/registration/saveacceptances',
      { config: limited, schema: answers('registration-done.schema.json') },
      async (request) => {
        const body = bodyOf('registration-acceptances.schema.json', request.body, 'acceptances');
        return accept(
          deps.db,
          supplierOf(request),
          body.registrationId,
          body,
          deps.now(),
          request.site.name,
        );
      },
    );
    done();
  });
}
