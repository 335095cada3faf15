import type { FastifyInstance } from 'fastify';
import { screened } from './body.ts';

/** A form body: each field's value, or every value of a field sent more than once. */
export type FormBody = Record<string, string | string[]>;

/**
 * Parses `application/x-www-form-urlencoded` bodies, the way card providers post outcomes and
 * the way a plain HTML form (the sandbox's) submits. Only the scope that installs it accepts
 * forms; the rest of the API stays JSON only. A field sent twice keeps both values, so the
 * route's schema refuses it rather than one copy silently winning. A NUL (`%00`) is refused as
 * in a JSON body (./body.ts `screened`); percent-decoding cannot make a lone surrogate.
 */
export function installFormParser(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    // A provider's outcome is a dozen short fields; anything near this limit is not one.
    { parseAs: 'string', bodyLimit: 16_384 },
    (request, body, done) => {
      const form: FormBody = {};
      const text = body as string;
      for (const [name, value] of new URLSearchParams(text)) {
        const previous = form[name];
        form[name] =
          previous === undefined
            ? value
            : Array.isArray(previous)
              ? [...previous, value]
              : [previous, value];
      }
      screened(request, text, form, done);
    },
  );
}
