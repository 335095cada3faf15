/** The data boundary (DESIGN "Data boundary"): one typed, validated function per call. */
export { createApi, localeCataloguePath, type Api } from './calls.ts';
export { createClient, parseJson, type Client, type RawAnswer } from './client.ts';
export { createMediaClient, type MediaClient } from './media.ts';
export {
  ApiProvider,
  useApi,
  useHandedApi,
  useMedia,
  usePageApi,
  type PageApi,
} from './context.ts';
export type { Credentials } from './http.ts';
export type * from './types.ts';
// The answers' types, generated from their schemas, as the calls return them.
export type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
export type { HostSettings } from '../../schemas/types/host-settings.gen.ts';
export type { InstalmentsAnswer, InstalmentsData } from '../../schemas/types/instalments.gen.ts';
export type { LocaleCatalogue } from '../../schemas/types/locale-catalogue.gen.ts';
export type { BillModules } from '../../schemas/types/modules.gen.ts';
export type { PaymentRecorded } from '../../schemas/types/outcome-answer.gen.ts';
export type { SecondPaymentRequest } from '../../schemas/types/payment-start-second.gen.ts';
export type { FirstPaymentStart } from '../../schemas/types/payment-start.gen.ts';
export type { Profile } from '../../schemas/types/profile.gen.ts';
export type { PublicAccess } from '../../schemas/types/public-access.gen.ts';
