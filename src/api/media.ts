import { createHttp, type ClientOptions } from './http.ts';
import type { LoadFailure } from './types.ts';

/** Which of spec §7's two media paths serves the file. */
export type MediaSource = 'media' | 'mediacloud';

/** A file, or why there is none: never an exception, like every call of the data boundary. */
export type MediaAnswer = { ok: true; blob: Blob } | { ok: false; failure: LoadFailure };

export interface MediaClient {
  /** GET /api/media/{detail} (or /api/mediacloud/{detail}): the file a document's `detail` names. */
  downloadMedia: (detail: string, source?: MediaSource) => Promise<MediaAnswer>;
  /**
   * GET `path`, a file the API names by its own path (an FAQ attachment's `href`,
   * `/api/Faq/attach/{a}/{b}/{c}`): only a path of this portal's API, never another site.
   * Optional: `createMediaClient`'s clients (the login's, the link's) have it; the stand-ins
   * of pages and tests that only ever fetch a bill's media need not.
   */
  downloadFile?: (path: string) => Promise<MediaAnswer>;
}

/**
 * A path of the portal's own API: `/api/` and plain segments. No `.` or `..` segment, no
 * escapes (a URL reads `%2e%2e` as `..` too), no query and no other host.
 */
const apiPath = /^\/api(\/(?!\.\.?(\/|$))[\w.~-]+)+$/;

/**
 * Spec §7 "GET /api/media/{id} and /api/mediacloud/{id}: blob". The JSON client reads bodies as
 * text, so files get their own axios instance, with the same options and the same headers:
 * `Authorization: Bearer` once the session has a token, and `FromCrypto` (project decision 48).
 */
export function createMediaClient(options: ClientOptions): Required<MediaClient> {
  const http = createHttp(options, { responseType: 'blob' });
  async function download(path: string, allowed = true): Promise<MediaAnswer> {
    // The bearer token goes with the request: a path from data must not send it elsewhere.
    if (!allowed) return { ok: false, failure: { reason: 'malformed', detail: path } };
    try {
      const response = await http.get(path);
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
  }
  return {
    downloadMedia: (detail, source = 'media') =>
      download(`/api/${source}/${encodeURIComponent(detail)}`),
    downloadFile: (path) => download(path, apiPath.test(path)),
  };
}
