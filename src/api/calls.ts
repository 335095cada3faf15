import type { Validator } from 'virtual:quadro/validator';
import type { EventSink } from '../diagnostics/events.ts';
import type { Client } from './client.ts';
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import type { HostSettings } from '../../schemas/types/host-settings.gen.ts';
import type { InstalmentsAnswer } from '../../schemas/types/instalments.gen.ts';
import type { LocaleCatalogue } from '../../schemas/types/locale-catalogue.gen.ts';
import type { CustomerCareRequest } from '../../schemas/types/customer-care-request.gen.ts';
import type { EmailRequest } from '../../schemas/types/email-request.gen.ts';
import type { BillModules } from '../../schemas/types/modules.gen.ts';
import type { PaymentRecorded } from '../../schemas/types/outcome-answer.gen.ts';
import type { SecondPaymentRequest } from '../../schemas/types/payment-start-second.gen.ts';
import type { FirstPaymentStart } from '../../schemas/types/payment-start.gen.ts';
import type { Profile } from '../../schemas/types/profile.gen.ts';
import type { ProfileUpdate } from '../../schemas/types/profile-update.gen.ts';
import type { PublicAccess } from '../../schemas/types/public-access.gen.ts';
import type { Loaded } from './types.ts';
import { checkAnswer, keepValidFields } from './validate.ts';
import { checkLater, validatorGroups as groups, type Check } from './validators.ts';

/** Where the separate bill-service API of spec §7 lives on the reference server. */
const billServiceBase = '/api/billservice';

const segment = encodeURIComponent;

/** Where a host's catalogue of one locale is (the server render names its answer by it). */
export const localeCataloguePath = (lang: string): string => `/locales/${segment(lang)}.json`;

/** `/api/api_{supplier}_{call}/{crypto}`: the supplier endpoints of spec §7. */
const supplierPath = (supplier: string, call: string, crypto: string) =>
  `/api/api_${segment(supplier)}_${call}/${segment(crypto)}`;

/**
 * `verifica` answers a bare integer (spec §7: 1 = ok to pay, or a payment status). No schema
 * file holds a bare integer, and one would say no more than this line.
 */
const integerAnswer: Validator = (data) => Number.isInteger(data);

/**
 * The care requests answer 1 on success; spec §7/§8: any other answer is a failed send ("invio
 * ko"), not a malformed one, so every JSON answer is a verdict.
 */
const answeredOne = (body: unknown): Loaded<boolean> => ({ ok: true, value: body === 1 });

/**
 * One typed function per call of spec §7 that the bill page makes. Every answer is checked
 * against its schema before it is returned: configuration and session answers must fit whole,
 * the bill document loses only the fields that do not fit (shared decision 2).
 */
export function createApi(client: Client) {
  async function get<T>(path: string, check: Check<T>): Promise<Loaded<T>> {
    const answer = await client.getJson(path);
    return answer.ok ? check(answer.body) : answer;
  }
  async function post<T>(path: string, body: unknown, check: Check<T>): Promise<Loaded<T>> {
    const answer = await client.postJson(path, body);
    return answer.ok ? check(answer.body) : answer;
  }
  async function put<T>(path: string, body: unknown, check: Check<T>): Promise<Loaded<T>> {
    const answer = await client.putJson(path, body);
    return answer.ok ? check(answer.body) : answer;
  }
  const strict =
    <T>(validate: Validator, what: string) =>
    (body: unknown) =>
      checkAnswer<T>(validate, body, what);
  /** The answer must fit its schema whole; the validator is in a lazy group's chunk. */
  const strictLater = <T>(load: () => Promise<Validator>, what: string) =>
    checkLater<T>(load, (validate, body) => checkAnswer<T>(validate, body, what));

  return {
    /** GET /hostsettings.json: the settings of the host the page was opened on. */
    hostSettings: () =>
      get(
        '/hostsettings.json',
        strictLater<HostSettings>(async () => (await groups.bill()).hostSettings, 'host settings'),
      ),

    /** GET /locales/{lang}.json: the host's whole catalogue of one locale. */
    localeCatalogue: (lang: string) =>
      get(
        localeCataloguePath(lang),
        strictLater<LocaleCatalogue>(
          async () => (await groups.bill()).localeCatalogue,
          `catalogue ${lang}`,
        ),
      ),

    /** GET /api/locales/list: the host's locales, in the selector's order. */
    localesList: () =>
      get(
        '/api/locales/list',
        strictLater<string[]>(async () => (await groups.locales()).localesList, 'locale list'),
      ),

    /** GET /api/public/access?{query}: the page's whole query forwarded (spec §6). */
    publicAccess: (query: URLSearchParams) =>
      get(
        `/api/public/access?${query.toString()}`,
        strictLater<PublicAccess>(async () => (await groups.bill()).publicAccess, 'public access'),
      ),

    /** GET /api/bollettainterattiva/modules: which modules show, in which list. */
    billModules: () =>
      get(
        '/api/bollettainterattiva/modules',
        strictLater<BillModules>(async () => (await groups.bill()).billModules, 'modules'),
      ),

    /** GET /api/bollettainterattiva/document/{crypto}: the bill, fields of the wrong type left out. */
    billDocument: (crypto: string, onEvent: EventSink) =>
      get(
        `/api/bollettainterattiva/document/${segment(crypto)}`,
        checkLater<BillDocument>(
          async () => (await groups.bill()).billDocument,
          (validate, body) =>
            keepValidFields<BillDocument>(validate, body, 'bill document', onEvent),
        ),
      ),

    /**
     * GET /api/bollettainterattiva/document/id/{id}: the bill by its plain document id, for a
     * session's bearer token given for that same bill (spec §7; 401 without one).
     */
    billDocumentById: (id: string, onEvent: EventSink) =>
      get(
        `/api/bollettainterattiva/document/id/${segment(id)}`,
        checkLater<BillDocument>(
          async () => (await groups.bill()).billDocument,
          (validate, body) =>
            keepValidFields<BillDocument>(validate, body, 'bill document', onEvent),
        ),
      ),

    /** GET {bill service}/bolletta_interattiva_rate/{crypto}: the instalments. */
    instalments: (crypto: string) =>
      get(
        `${billServiceBase}/bolletta_interattiva_rate/${segment(crypto)}`,
        strictLater<InstalmentsAnswer>(
          async () => (await groups.bill()).instalments,
          'instalments',
        ),
      ),

    /** POST /api/api_{supplier}_messaggio/{crypto}: a customer-care request; true when the answer is 1. */
    careMessage: (supplier: string, crypto: string, request: CustomerCareRequest) =>
      post(supplierPath(supplier, 'messaggio', crypto), request, answeredOne),

    /** POST /api/bollettainterattiva/sendemail/{crypto}: the older e-mail request; true on 1. */
    careEmail: (crypto: string, request: EmailRequest) =>
      post(`/api/bollettainterattiva/sendemail/${segment(crypto)}`, request, answeredOne),

    /**
     * POST /api/api_{supplier}_segna_pagamento/{crypto}: hands the server a provider's return
     * (the first provider's outcome record, the second's query) and answers whether the bill
     * is recorded as paid. The server decides from what it can verify, not from this body.
     */
    markPayment: (supplier: string, crypto: string, record: Record<string, string>) =>
      post(
        supplierPath(supplier, 'segna_pagamento', crypto),
        record,
        strictLater<PaymentRecorded>(
          async () => (await groups.payments()).paymentRecorded,
          'payment recorded',
        ),
      ),

    /**
     * GET /api/api_{supplier}_verifica/{crypto}: 1 = the bill may be paid now (spec §4 "First
     * card provider flow"); on a host whose status source is not "DB", the payment status.
     */
    verify: (supplier: string, crypto: string) =>
      get(
        supplierPath(supplier, 'verifica', crypto),
        strict<number>(integerAnswer, 'verification'),
      ),

    /**
     * GET /api/api_{supplier}_get_enterdays: the days left to enter a gas self-reading, today
     * included; 0 = entering is not allowed now (spec §7, §4 "Gas self-reading").
     */
    enterDays: (supplier: string) =>
      get(
        `/api/api_${segment(supplier)}_get_enterdays`,
        strict<number>(integerAnswer, 'enter days'),
      ),

    /**
     * POST /api/api_{supplier}_salva_autolettura: a gas reading for one supply; true when the
     * answer is 1 (spec §8: any other answer is a failed send, not a malformed one).
     */
    saveSelfReading: (supplier: string, reading: { Idsede: string; Segnante: string }) =>
      post(`/api/api_${segment(supplier)}_salva_autolettura`, reading, (body) => ({
        ok: true as const,
        value: body === 1,
      })),

    /** GET /api/api_{supplier}_get_profilo/{crypto}: the digital profile (billing e-mail). */
    profile: (supplier: string, crypto: string) =>
      get(
        supplierPath(supplier, 'get_profilo', crypto),
        strictLater<Profile>(async () => (await groups.profile()).profile, 'profile'),
      ),

    /**
     * PUT /api/api_{supplier}_put_profilo/{crypto}: saves the customer's contacts and answers
     * the saved profile. An empty answer is not a profile, so it fails here (spec §4, §8).
     */
    saveProfile: (supplier: string, crypto: string, update: ProfileUpdate) =>
      put(
        supplierPath(supplier, 'put_profilo', crypto),
        update,
        strictLater<Profile>(async () => (await groups.profile()).profile, 'saved profile'),
      ),

    /** GET /api/api_{supplier}_pagamento/{crypto}: the first provider's signed form (409: not payable). */
    firstPaymentStart: (supplier: string, crypto: string) =>
      get(
        supplierPath(supplier, 'pagamento', crypto),
        strictLater<FirstPaymentStart>(
          async () => (await groups.payments()).firstPaymentStart,
          'first payment start',
        ),
      ),

    /**
     * POST /api/api_{supplier}_pagamento/{crypto}: starts a second-provider payment with this
     * portal's return and notification addresses; answers the checkout URL, or "ko".
     */
    secondPaymentStart: (supplier: string, crypto: string, request: SecondPaymentRequest) =>
      post(
        supplierPath(supplier, 'pagamento', crypto),
        request,
        strictLater<string>(
          async () => (await groups.payments()).secondPaymentAnswer,
          'second payment start',
        ),
      ),
  };
}

export type Api = ReturnType<typeof createApi>;
