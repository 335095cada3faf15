/**
 * The shapes of the answers of spec §7, as far as the page reads them. Each is checked by its
 * schema in `schemas/` before it is used (src/api/validate.ts); the schemas say the rest.
 * Bill data keeps the spec's Italian keys: they are the contract with suppliers' back ends.
 */

/** `/hostsettings.json` (schemas/host-settings.schema.json). */
export interface HostSettings {
  templateName: string;
  templates?: Record<string, string>;
  bollettaInterattivaDesktopTemplateName?: string;
  templatePreview?: boolean;
  supplier: string;
  supplierName?: string;
  locales: string[];
  defaultLocale?: string;
  theme?: {
    colors?: Partial<Record<ThemeColor, string>>;
    radius?: number;
  };
  /** Where the payment status comes from (spec §4 "Status source"): absent or `DB` is the document. */
  statusSource?: string;
  /** Base of the first provider's server-to-server address (`urlpost`): https URL or a path. */
  nexiServerToServerUrl?: string;
  /** Base of the second provider's server-to-server address (`callback_url`): https URL or a path. */
  worldlineServerToServerUrl?: string;
  [setting: string]: unknown;
}

export type ThemeColor =
  'primary' | 'onPrimary' | 'surface' | 'text' | 'muted' | 'danger' | 'success';

/** `/api/public/access` (schemas/public-access.schema.json). */
export interface PublicAccess {
  token: string;
  lang: string;
}

/** `/api/bollettainterattiva/modules` (schemas/modules.schema.json). */
export interface BillModules {
  modules?: string[];
  modules_left?: string[];
  modules_right?: string[];
  [list: string]: unknown;
}

/** `/api/bollettainterattiva/document/{crypto}` (schemas/bill-document.schema.json). */
export interface BillDocument {
  document_number: string | number;
  template_name?: string | null;
  crypto?: string | null;
  [field: string]: unknown;
}

/** The bill service's instalments answer (schemas/instalments.schema.json). */
export interface InstalmentsAnswer {
  data: {
    totaledapagare?: number | string | null;
    rate?: unknown[] | null;
    [field: string]: unknown;
  } | null;
}

/** `api_{supplier}_get_profilo` (schemas/profile.schema.json), as far as the payment reads it. */
export interface Profile {
  emailFatturazione?: string | null;
  [field: string]: unknown;
}

/** The first provider's `api_{supplier}_pagamento` answer (schemas/payment-start.schema.json). */
export interface FirstPaymentStart {
  /** The hidden form's fields as the server signed them; null: the payment cannot start. */
  post_data: Record<string, string> | null;
  /** The provider's hosted payment page; null: the payment cannot start. */
  url: string | null;
}

/** The second provider's start request (schemas/payment-start-second.schema.json). */
export interface SecondPaymentRequest {
  success_url: string;
  error_url: string;
  callback_url: string;
}

/** `segna_pagamento`'s answer (schemas/outcome-answer.schema.json): the server's word. */
export interface PaymentRecorded {
  paid: boolean;
}

/** `/locales/{lang}.json` (schemas/locale-catalogue.schema.json). */
export interface LocaleCatalogue {
  [key: string]: string | LocaleCatalogue;
}

/** Why a call gave nothing the page can use. */
export type LoadFailure =
  /** The server answered 4xx or 5xx (404 not found, 410 link no longer valid: spec §8). */
  | { reason: 'status'; status: number }
  /** No answer: the network failed or the request timed out. */
  | { reason: 'network'; detail: string }
  /** The body is not JSON. */
  | { reason: 'malformed'; detail: string }
  /** The body is JSON outside its schema. */
  | { reason: 'invalid'; detail: string };

/** What every call returns: never an exception, so nothing throws inside React. */
export type Loaded<T> = { ok: true; value: T } | { ok: false; failure: LoadFailure };
