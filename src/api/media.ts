import { createHttp, type ClientOptions } from './http.ts';
import type { LoadFailure } from './types.ts';

/** Which of spec §7's two media paths serves the file. */
export type MediaSource = 'media' | 'mediacloud';

/** A file, or why there is none: never an exception, like every call of the data boundary. */
export type MediaAnswer = { ok: true; blob: Blob } | { ok: false; failure: LoadFailure };

export interface MediaClient {
  /** GET /api/media/{detail} (or /api/mediacloud/{detail}): the file a document's `detail` names. */
  downloadMedia: (detail: string, source?: MediaSource) => Promise<MediaAnswer>;
}

/**
 * Spec §7 "GET /api/media/{id} and /api/mediacloud/{id}: blob". The JSON client reads bodies as
 * text, so files get their own axios instance, with the same options and the same headers:
 * `Authorization: Bearer` once the session has a token, and `FromCrypto` (project decision 48).
 */
export function createMediaClient(options: ClientOptions): MediaClient {
  const http = createHttp(options, { responseType: 'blob' });
  return {
    async downloadMedia(detail, source = 'media') {
      try {
        const response = await http.get<unknown>(`/api/${source}/${encodeURIComponent(detail)}`);
        if (response.status < 200 || response.status > 299) {
          return { ok: false, failure: { reason: 'status', status: response.status } };
        }
        if (!(response.data instanceof Blob)) {
          return { ok: false, failure: { reason: 'malformed', detail: 'the body is not a file' } };
        }
        return { ok: true, blob: response.data };
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        return { ok: false, failure: { reason: 'network', detail } };
      }
    },
  };
}
