import type { RegistrationAcceptances } from '../../schemas/types/registration-acceptances.gen.ts';
import type { RegistrationDone } from '../../schemas/types/registration-done.gen.ts';
import type { RegistrationHeader } from '../../schemas/types/registration-header.gen.ts';
import type { RegistrationOptions } from '../../schemas/types/registration-options.gen.ts';
import type { RegistrationProfile } from '../../schemas/types/registration-profile.gen.ts';
import type { RegistrationSection } from '../../schemas/types/registration-section.gen.ts';
import type { RegistrationState } from '../../schemas/types/registration-state.gen.ts';
import type { RegistrationVerify } from '../../schemas/types/registration-verify.gen.ts';
import type { Client, RawAnswer } from './client.ts';
import type { Loaded } from './types.ts';

export type {
  RegistrationAcceptances,
  RegistrationDone,
  RegistrationHeader,
  RegistrationOptions,
  RegistrationProfile,
  RegistrationSection,
  RegistrationState,
  RegistrationVerify,
};

type Name =
  | 'registrationHeader'
  | 'registrationSection'
  | 'registrationOptions'
  | 'registrationState'
  | 'registrationDone';

/** The steps whose form comes from a section call without a registration id. */
export type OpenStep = 'verify' | 'username' | 'acceptances';
const sectionPath: Record<OpenStep, string> = {
  verify: '/api/registration/verifysection',
  username: '/api/registration/usernamesection',
  acceptances: '/api/registration/acceptancesection',
};

/**
 * The registration calls of spec §7 (issue 18, decisions 260-264): asked without a login, by the
 * client /register's area session hands over, which sends no token (src/app/area/AreaView.tsx);
 * each answer checked by its schema, never a throw. Only the
 * RegistrationForm's chunk imports this, so its validator group (`registration`) is imported
 * here and not listed in `validatorGroups`, whose functions the bill route carries.
 */
export function createRegistrationCalls(client: Client) {
  async function checked<T>(answer: Promise<RawAnswer>, name: Name): Promise<Loaded<T>> {
    // The validators' chunk is asked for with the request, as checkLater and checkAnswer do;
    // written here because importing theirs from this lazy chunk made the bundler move their
    // modules out of the bill route's chunk into chunks of their own (+0.2 KB initial).
    const validators = import('virtual:quadro/validators/registration').then(
      (group) => ({ ok: true, validate: group[name] }) as const,
      (error: unknown) => ({ ok: false, detail: String(error) }) as const,
    );
    const raw = await answer;
    if (!raw.ok) return raw;
    const loaded = await validators;
    if (!loaded.ok) return { ok: false, failure: { reason: 'network', detail: loaded.detail } };
    if (loaded.validate(raw.body)) return { ok: true, value: raw.body as T };
    const error = loaded.validate.errors?.[0];
    const detail = `${name}: ${error?.instancePath || '/'} ${error?.message ?? 'is not valid'}`;
    return { ok: false, failure: { reason: 'invalid', detail } };
  }
  return {
    /** GET headersection: the page's heading and its steps. */
    header: () =>
      checked<RegistrationHeader>(
        client.getJson('/api/registration/headersection'),
        'registrationHeader',
      ),
    /** GET verifysection, usernamesection or acceptancesection: a step's form. */
    section: (step: OpenStep) =>
      checked<RegistrationSection>(client.getJson(sectionPath[step]), 'registrationSection'),
    /** GET profilesection/{id}: the contact form, with what the supplier knows filled in. */
    profileSection: (registrationId: string) =>
      checked<RegistrationSection>(
        client.getJson(`/api/registration/profilesection/${encodeURIComponent(registrationId)}`),
        'registrationSection',
      ),
    /** GET dropdown/{list}/param/{param}: a select's options. */
    dropdown: (list: string, param: string) =>
      checked<RegistrationOptions>(
        client.getJson(
          `/api/registration/dropdown/${encodeURIComponent(list)}/param/${encodeURIComponent(param)}`,
        ),
        'registrationOptions',
      ),
    /** POST verify: 422 the data match no bill, 409 registered already, 429 too many tries. */
    verify: (proof: RegistrationVerify) =>
      checked<RegistrationState>(
        client.postJson('/api/registration/verify', proof),
        'registrationState',
      ),
    /** POST saveprofile: 404/410 the registration is unknown, spent or expired. */
    saveProfile: (profile: RegistrationProfile) =>
      checked<RegistrationState>(
        client.postJson('/api/registration/saveprofile', profile),
        'registrationState',
      ),
    /** POST saveacceptances: creates the account; 409 registered meanwhile. */
    saveAcceptances: (acceptances: RegistrationAcceptances) =>
      checked<RegistrationDone>(
        client.postJson('/api/registration/saveacceptances', acceptances),
        'registrationDone',
      ),
  };
}

export type RegistrationCalls = ReturnType<typeof createRegistrationCalls>;
