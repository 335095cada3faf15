import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Problem } from './problem.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route keeps what it receives as evidence (a payment outcome): a body the server
     * refuses for its text or its depth still reaches the handler, as `{ body: text }`, with
     * the refusal in `request.bodyProblem`, so the handler can keep it before refusing it.
     */
    evidence?: boolean;
  }
  interface FastifyRequest {
    /** Why the body was refused, on an evidence route; null when it was not. */
    bodyProblem: Problem | null;
  }
}

/**
 * Deeper than any call of the API needs (a care message's files are 3 levels, a provider's
 * event 5), and shallow enough that nothing recursive over a body (ajv, JSON.stringify,
 * the database's jsonb) can run out of stack.
 */
export const MAX_DEPTH = 32;

/**
 * Whether JSON text opens more than `limit` arrays or objects inside each other. One pass over
 * the text without recursion, before anything parses it; strings are skipped with indexOf, so
 * a large base64 attachment costs one search.
 */
export function nestedDeeper(text: string, limit = MAX_DEPTH): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = closingQuote(text, i);
      if (i < 0) return false; // an unterminated string: the parser refuses it
    } else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

function closingQuote(text: string, open: number): number {
  let at = text.indexOf('"', open + 1);
  while (at > 0) {
    let slashes = 0;
    while (text.charCodeAt(at - 1 - slashes) === 0x5c) slashes += 1;
    if (slashes % 2 === 0) return at;
    at = text.indexOf('"', at + 1);
  }
  return -1;
}

/** A UTF-16 surrogate without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/**
 * String.prototype.isWellFormed (ES2024, in Node 20) is native and about 15 times faster than
 * the expression on a large attachment; TypeScript's lib here stops at ES2023.
 */
const wellFormed = (String.prototype as { isWellFormed?: (this: string) => boolean }).isWellFormed;

/** Neither a NUL nor a lone UTF-16 surrogate: text every PostgreSQL column stores. */
export const isStorableText = (text: string): boolean =>
  !text.includes('\0') && (wellFormed ? wellFormed.call(text) : !LONE_SURROGATE.test(text));

/**
 * Where in a parsed body the first unstorable text is (a string, or a property name), as a
 * path like `body/files/0/name`; null when there is none. Iterative: depth is checked before.
 */
export function unstorableAt(value: unknown, root = 'body'): string | null {
  const stack: [unknown, string][] = [[value, root]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, where] = next;
    if (typeof item === 'string') {
      if (!isStorableText(item)) return where;
    } else if (Array.isArray(item)) {
      item.forEach((element, index) => stack.push([element, `${where}/${index}`]));
    } else if (item !== null && typeof item === 'object') {
      for (const [key, element] of Object.entries(item)) {
        if (!isStorableText(key)) return `${where} (a property name)`;
        stack.push([element, `${where}/${key}`]);
      }
    }
  }
  return null;
}

export const tooDeep = (): Problem =>
  new Problem(
    400,
    'too-deep',
    `The body nests arrays or objects more than ${MAX_DEPTH} levels deep; no call takes that.`,
  );

export const invalidText = (where: string): Problem =>
  new Problem(
    400,
    'invalid-text',
    `${where} holds a NUL character or a lone UTF-16 surrogate, which is not text that can be stored.`,
  );

type Done = (error: Error | null, body?: unknown) => void;

/**
 * Passes a parsed body on, or its refusal: to the error handler on an ordinary route, and to
 * the handler of an evidence route as `{ body: text }` with `request.bodyProblem` set.
 */
export function screened(request: FastifyRequest, text: string, value: unknown, done: Done): void {
  const where = unstorableAt(value);
  if (where === null) {
    done(null, value);
    return;
  }
  refuseBody(request, text, invalidText(where), done);
}

function refuseBody(request: FastifyRequest, text: string, problem: Problem, done: Done): void {
  if (request.routeOptions.config.evidence === true) {
    request.bodyProblem = problem;
    done(null, { body: text });
  } else {
    done(problem);
  }
}

/**
 * The JSON parser of every route: fastify's own (secure-json-parse, which refuses `__proto__`
 * and `constructor.prototype`), after a depth check on the text and before a text check on
 * the value. Every refusal is a 400 problem before any handler, schema or query sees the body.
 */
export function installJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.decorateRequest('bodyProblem', null);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestedDeeper(text)) {
      refuseBody(request, text, tooDeep(), done);
      return;
    }
    // fastify's own JSON parser is synchronous; its type also allows a promise.
    void parse(request, text, (error, value: unknown) => {
      if (error) done(error);
      else screened(request, text, value, done);
    });
  });
}
