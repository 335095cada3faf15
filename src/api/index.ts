/** The data boundary (DESIGN "Data boundary"): one typed, validated function per call. */
export { createApi, type Api } from './calls.ts';
export { createClient, type Client } from './client.ts';
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
