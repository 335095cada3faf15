/* Generated from schemas/bill-bundle.schema.json by scripts/gen-schema-types.ts: do not edit. */
import type { BillDocument } from './bill-document.gen.ts';
import type { InstalmentsAnswer } from './instalments.gen.ts';
import type { BillModules } from './modules.gen.ts';
import type { Profile } from './profile.gen.ts';
import type { ContactsAnswer } from './contacts.gen.ts';

/**
 * The import format of one bill (fixtures/<id>.json, and what the server's import command reads): everything the bill's calls answer, in one file. The top level is configuration, so strict (an unknown property is a typo); each part holds exactly the body its call answers and is checked by that call's tolerant data schema.
 */
export interface BillBundle {
  /**
   * Path to this schema (`../schemas/bill-bundle.schema.json`), so that editors complete and check while you write.
   */
  $schema?: string;
  /**
   * The document id: the {id} of /api/bollettainterattiva/document/id/{id} and what a link seals. Unique; a bundle file is named `<id>.json`. Re-importing an id replaces the bill. Convention: `<supplier>-<year>-<serial>`, for example `alfa-2026-0001`.
   */
  id: string;
  /**
   * The supplier the bill belongs to: the `supplier` of a host's hostsettings.json. Its links open on that host.
   */
  supplier: string;
  /**
   * A short human description for configurators, printed next to the bill's link (for example `Luce, 3 forniture, pagata`); never shown to customers.
   */
  title: string;
  /**
   * A layout template for this bill, used when the document carries no template_name (the document's own template_name wins).
   */
  template?: string;
  /**
   * The answer of the document info call. Leave out `detail` and `crypto`: the server sets them.
   */
  document: BillDocument;
  /**
   * The answer of the instalments call, with its `data` wrapper: `{ "data": { "totaledapagare": …, "rate": [ … ] } }`. Missing: no instalments.
   */
  instalments?: InstalmentsAnswer;
  /**
   * The answer of the modules call. Missing: empty lists.
   */
  modules?: BillModules;
  /**
   * The customer's digital profile before any edit (the answer of api_{supplier}_get_profilo). Missing: an empty profile.
   */
  profile?: Profile;
  /**
   * The answer of api_{supplier}_get_contatti: an object, or "" for none. Missing: "".
   */
  contacts?: ContactsAnswer;
  /**
   * Issue 28: to whom and in which language the bill is announced by e-mail (decision 417). Missing, or without `email`: the customer's account e-mail, else the billing e-mail of the customer or of `profile` (`emailFatturazione`), else `profile.email`.
   */
  announce?: {
    /**
     * The address the bill's e-mail goes to, over every other.
     */
    email?: string;
    /**
     * The customer's language (`it`, `en`, `de`, `zh-CN`) when the host offers it; otherwise the host's default (Italian).
     */
    locale?: string;
  };
  /**
   * The bill's PDF, as a path relative to the bundle's folder (no `..`, no leading `/`). Missing: the server generates a PDF from the document.
   */
  pdf?: string;
}
