/**
 * What the page's calls return beyond their answers. The answers themselves are typed by their
 * schemas in `schemas/` (`schemas/types/*.gen.ts`, generated): each is checked by its schema
 * before it is used (src/api/validate.ts). Only what no schema describes is written here.
 */
import type { HostSettings } from '../../schemas/types/host-settings.gen.ts';

/** The host's theme colours (schemas/host-settings.schema.json `theme.colors`). */
export type ThemeColor = keyof NonNullable<NonNullable<HostSettings['theme']>['colors']>;

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
