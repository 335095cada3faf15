import type { FastifyInstance, FastifyRequest, preParsingHookHandler } from 'fastify';
import { Transform } from 'node:stream';
import {
  BodyScanner,
  DEFAULT_SHAPE,
  MAX_DEPTH,
  type BodyShape,
  type ShapeProblem,
} from './bodyScan.ts';
import { parseInPieces, unstorableAt } from './bodyText.ts';
import { Problem } from './problem.ts';

export { MAX_DEPTH } from './bodyScan.ts';
export { isStorableText, unstorableAt } from './bodyText.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route keeps what it receives as evidence (a payment outcome): a body the server
     * refuses for its text or its shape still reaches the handler, as `{ body: text }`, with
     * the refusal in `request.bodyProblem`, so the handler can keep it before refusing it.
     */
    evidence?: boolean;
    /** What a JSON body of this route may hold; DEFAULT_SHAPE when not said (./bodyLimits.ts). */
    bodyShape?: BodyShape;
  }
  interface FastifyRequest {
    /** Why the body was refused, on an evidence route; null when it was not. */
    bodyProblem: Problem | null;
    /** The scan of a JSON body as it arrived; null before it (or for other types). */
    bodyScan: BodyScanner | null;
  }
}

/**
 * Whether JSON text opens more than `limit` arrays or objects inside each other: the scan of
 * ./bodyScan.ts on text already read whole (a provider's webhook, server/payments/worldline.ts).
 */
export function nestedDeeper(text: string): boolean {
  const scanner = new BodyScanner({ values: Infinity, string: Infinity });
  return scanner.feed(Buffer.from(text)) === 'too-deep';
}

const shapeOf = (request: FastifyRequest): BodyShape =>
  request.routeOptions.config.bodyShape ?? DEFAULT_SHAPE;

export const tooDeep = (): Problem =>
  new Problem(
    400,
    'too-deep',
    `The body nests arrays or objects more than ${MAX_DEPTH} levels deep; no call takes that.`,
  );

/** The refusal of a body by its scan, naming this route's limit. */
export function shapeRefusal(problem: ShapeProblem, shape: BodyShape): Problem {
  if (problem === 'too-deep') return tooDeep();
  if (problem === 'too-many-values') {
    return new Problem(
      400,
      'too-many-values',
      `The body holds more than ${shape.values} arrays, objects and values; this call takes at most ${shape.values}.`,
    );
  }
  return new Problem(
    400,
    'string-too-long',
    `The body holds a string longer than ${shape.string} bytes; this call takes none longer.`,
  );
}

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
export function screened(
  request: FastifyRequest,
  text: string | (() => string),
  value: unknown,
  done: Done,
): void {
  const where = unstorableAt(value);
  if (where === null) {
    done(null, value);
    return;
  }
  refuseBody(request, text, invalidText(where), done);
}

/** `text` is the body's text, or how to get it: only an evidence route's refusal needs it. */
function refuseBody(
  request: FastifyRequest,
  text: string | (() => string),
  problem: Problem,
  done: Done,
): void {
  if (request.routeOptions.config.evidence === true) {
    request.bodyProblem = problem;
    done(null, { body: typeof text === 'string' ? text : text() });
  } else {
    done(problem);
  }
}

const isJson = (request: FastifyRequest): boolean =>
  /^\s*application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '');

/**
 * Scans a JSON body's bytes as they arrive (./bodyScan.ts). On an ordinary route the first
 * problem ends the reading: the rest of the body is discarded unread and the answer is the
 * refusal. An evidence route reads on, to keep the text, and is refused after.
 */
function installScan(app: FastifyInstance): void {
  // Only where this parser reads JSON: a scope with parsers of its own (a provider's webhook,
  // which keeps the exact bytes; the identity provider) reads its bodies its own way.
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    if (!this.hasContentTypeParser('application/json')) return;
    const own = route.preParsing;
    route.preParsing = [...(own === undefined ? [] : Array.isArray(own) ? own : [own]), scan];
  });
}

const scan: preParsingHookHandler = (request, _reply, payload, done) => {
  if (!isJson(request)) {
    done(null, payload);
    return;
  }
  const scanner = new BodyScanner(shapeOf(request));
  request.bodyScan = scanner;
  const evidence = request.routeOptions.config.evidence === true;
  const scanning: Transform & { receivedEncodedLength?: number } = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      if (scanner.problem !== null && !evidence) {
        next(); // written before the stop took effect: dropped
        return;
      }
      if (scanner.problem !== null || scanner.feed(chunk) === null || evidence) {
        next(null, chunk);
        return;
      }
      // The end of what is read, and the rest discarded: the parser gets the bytes so far
      // and refuses them by the scan. An error here could come before fastify listens for one.
      payload.unpipe(scanning);
      payload.resume();
      const declared = Number(request.headers['content-length']);
      if (Number.isInteger(declared)) scanning.receivedEncodedLength = declared;
      next();
      scanning.push(null);
    },
  });
  payload.on('error', (error) => scanning.destroy(error));
  done(null, payload.pipe(scanning));
};

/** A parser's error as a 400, as fastify's own parser marks its SyntaxError. */
function asBadRequest(error: unknown): Error {
  const failure = error instanceof Error ? error : new Error(String(error));
  const status = (failure as { statusCode?: unknown }).statusCode;
  if (typeof status !== 'number') Object.assign(failure, { statusCode: 400 });
  return failure;
}

/**
 * The JSON parser of every route: the scan of the bytes first (depth, count of values, length
 * of strings, per route), then fastify's own parser (secure-json-parse, which refuses
 * `__proto__` and `constructor.prototype`) with long strings decoded one per turn, then a text
 * check on the value. Every refusal is a 400 problem before any handler, schema or query sees
 * the body.
 */
export function installJsonParser(app: FastifyInstance): void {
  const defaultParse = app.getDefaultJsonParser('error', 'error');
  const parse = (request: FastifyRequest, text: string): unknown => {
    let result: { error: Error | null; value?: unknown } = { error: null };
    // fastify's own JSON parser is synchronous; its type also allows a promise.
    void defaultParse(request, text, (error, value: unknown) => (result = { error, value }));
    if (result.error) throw result.error;
    return result.value;
  };
  app.decorateRequest('bodyProblem', null);
  app.decorateRequest('bodyScan', null);
  installScan(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    let scan = request.bodyScan;
    if (scan === null) {
      scan = new BodyScanner(shapeOf(request));
      scan.feed(bytes);
    }
    const text = () => bytes.toString('utf8');
    if (scan.problem !== null) {
      refuseBody(request, text, shapeRefusal(scan.problem, shapeOf(request)), done);
      return;
    }
    parseInPieces(bytes, scan.long, (json) => parse(request, json)).then(
      (value) => {
        screened(request, text, value, done);
      },
      (error: unknown) => {
        done(asBadRequest(error));
      },
    );
  });
}
