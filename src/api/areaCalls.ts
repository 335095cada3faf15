import type { AreaCount } from '../../schemas/types/area-count.gen.ts';
import type { ContractDialog } from '../../schemas/types/contract-dialog.gen.ts';
import type { ContractDialogs } from '../../schemas/types/contract-dialogs.gen.ts';
import type { ContractList } from '../../schemas/types/contract-list.gen.ts';
import type { ContractSections } from '../../schemas/types/contract-sections.gen.ts';
import type { Contract } from '../../schemas/types/contract.gen.ts';
import type { ContractsInfo } from '../../schemas/types/contracts-info.gen.ts';
import type { CustomerHome } from '../../schemas/types/customer-home.gen.ts';
import type { CustomerProfile } from '../../schemas/types/customer-profile.gen.ts';
import type { FaqAnswer } from '../../schemas/types/faq.gen.ts';
import type { InfoRows } from '../../schemas/types/info-rows.gen.ts';
import type { InvoiceList } from '../../schemas/types/invoice-list.gen.ts';
import type { Invoice } from '../../schemas/types/invoice.gen.ts';
import type { InvoicesInfo } from '../../schemas/types/invoices-info.gen.ts';
import type { MessageList } from '../../schemas/types/message-list.gen.ts';
import type { CustomerMessage } from '../../schemas/types/message.gen.ts';
import type { UserFormSections } from '../../schemas/types/user-form-sections.gen.ts';
import type * as areaValidators from 'virtual:quadro/validators/area';
import type { Client, RawAnswer } from './client.ts';
import { createContactCalls } from './contactCalls.ts';
import type { Loaded } from './types.ts';
import { checkAnswer } from './validate.ts';
import { checkLater } from './validators.ts';

type ValidatorName = Exclude<keyof typeof areaValidators, 'default'>;

/** Which list of invoices `/api/document/{id}/invoices/{view}` answers. */
export type InvoiceView = 'all' | 'unpaid' | 'paid';

/** A kind of request a contract's dialogs offer (`/api/contract/dialog/{id}/kind/{kind}`). */
export type ContractDialogKind = ContractDialogs['dialogs'][number]['kind'];

const segment = encodeURIComponent;

/**
 * The customer area's calls of spec §7 (issue 18), made with the login's client (bearer token,
 * `FromCrypto: false`): one typed function per call, each answer checked against its schema by
 * the `area` validator group. Only an area page calls them, so that group is imported here and
 * not listed in `validatorGroups`, whose functions the bill route carries (as the realm's).
 * Like every call of the data boundary, none throws: a refusal, a malformed answer or a network
 * failure comes back as a `LoadFailure`.
 */
export function createAreaCalls(client: Client) {
  function checked<T>(name: ValidatorName, request: () => Promise<RawAnswer>): Promise<Loaded<T>> {
    const check = checkLater<T>(
      async () => (await import('virtual:quadro/validators/area'))[name],
      (validate, body) => checkAnswer<T>(validate, body, name),
    );
    return request().then((answer) => (answer.ok ? check(answer.body) : answer));
  }
  const get = <T>(name: ValidatorName, path: string) =>
    checked<T>(name, () => client.getJson(path));
  return {
    /** The contacts page's calls and the password change (contactCalls.ts). */
    ...createContactCalls(client),
    /** GET /api/customer/home/{id}: the home page's figures for one customer. */
    home: (customerId: string) =>
      get<CustomerHome>('customerHome', `/api/customer/home/${segment(customerId)}`),
    /** GET /api/customer/profile/{id}. */
    profile: (customerId: string) =>
      get<CustomerProfile>('customerProfile', `/api/customer/profile/${segment(customerId)}`),
    /** POST /api/customer/save/{id}: answers the saved profile. */
    saveProfile: (customerId: string, change: unknown) =>
      checked<CustomerProfile>('customerProfile', () =>
        client.postJson(`/api/customer/save/${segment(customerId)}`, change),
      ),
    /** GET /api/customer/userformsection: the user form's sections. */
    userFormSections: () =>
      get<UserFormSections>('userFormSections', '/api/customer/userformsection'),
    /** GET /api/invoices/info: the login's invoices at a glance. */
    invoicesInfo: () => get<InvoicesInfo>('invoicesInfo', '/api/invoices/info'),
    /** GET /api/invoices/new/{id}: how many of a customer's invoices are new. */
    newInvoices: (customerId: string) =>
      get<AreaCount>('areaCount', `/api/invoices/new/${segment(customerId)}`),
    /** GET /api/document/{id}/invoices/{view}: a customer's invoices, all, unpaid or paid. */
    invoices: (customerId: string, view: InvoiceView) =>
      get<InvoiceList>('invoiceList', `/api/document/${segment(customerId)}/invoices/${view}`),
    /** GET /api/document/{id}: one invoice (marks it seen). */
    invoice: (documentId: string) =>
      get<Invoice>('invoice', `/api/document/${segment(documentId)}`),
    /** GET /api/document/moreinfo/headers/{id}: an invoice's detail rows. */
    invoiceRows: (documentId: string) =>
      get<InfoRows>('infoRows', `/api/document/moreinfo/headers/${segment(documentId)}`),
    /** GET /api/contract/info: the login's contracts at a glance. */
    contractsInfo: () => get<ContractsInfo>('contractsInfo', '/api/contract/info'),
    /** GET /api/contract/headers/{id}: a customer's contracts. */
    contracts: (customerId: string) =>
      get<ContractList>('contractList', `/api/contract/headers/${segment(customerId)}`),
    /** GET /api/contract/details/headers/{id}: a contract's detail sections. */
    contractSections: (contractId: string) =>
      get<ContractSections>(
        'contractSections',
        `/api/contract/details/headers/${segment(contractId)}`,
      ),
    /** GET /api/contract/details/{id}: one contract. */
    contract: (contractId: string) =>
      get<Contract>('contract', `/api/contract/details/${segment(contractId)}`),
    /** GET /api/contract/moreinfo/headers/{id}: a contract's further rows. */
    contractRows: (contractId: string) =>
      get<InfoRows>('infoRows', `/api/contract/moreinfo/headers/${segment(contractId)}`),
    /** GET /api/contract/dialog/headers/{id}: the requests a contract offers. */
    contractDialogs: (contractId: string) =>
      get<ContractDialogs>(
        'contractDialogs',
        `/api/contract/dialog/headers/${segment(contractId)}`,
      ),
    /** GET /api/contract/dialog/{id}/kind/{kind}: one request's dialog. */
    contractDialog: (contractId: string, kind: ContractDialogKind) =>
      get<ContractDialog>(
        'contractDialog',
        `/api/contract/dialog/${segment(contractId)}/kind/${segment(kind)}`,
      ),
    /** GET /api/contract/{customer}/{point}: a customer's contract by its supply point. */
    contractByPoint: (customerId: string, point: string) =>
      get<Contract>('contract', `/api/contract/${segment(customerId)}/${segment(point)}`),
    /** GET /api/message/headers: the login's messages. */
    messages: () => get<MessageList>('messageList', '/api/message/headers'),
    /** GET /api/message/home/{id}: a customer's latest messages, for the home page. */
    homeMessages: (customerId: string) =>
      get<MessageList>('messageList', `/api/message/home/${segment(customerId)}`),
    /** GET /api/message/new/{id}: how many of a customer's messages are unread. */
    newMessages: (customerId: string) =>
      get<AreaCount>('areaCount', `/api/message/new/${segment(customerId)}`),
    /** GET /api/message/detail/{id}: one message with its text (marks it read). */
    message: (messageId: string) =>
      get<CustomerMessage>('message', `/api/message/detail/${segment(messageId)}`),
    /** DELETE /api/message/{id}: answers the deleted message. */
    deleteMessage: (messageId: string) =>
      checked<CustomerMessage>('message', () =>
        client.deleteJson(`/api/message/${segment(messageId)}`),
      ),
    /** GET /api/Faq/{id}: a FAQ's questions and attachments. */
    faq: (faqId: string) => get<FaqAnswer>('faq', `/api/Faq/${segment(faqId)}`),
  };
}

export type AreaCalls = ReturnType<typeof createAreaCalls>;
