import type { Template } from '../model.ts';
import { engineMessages, type EngineMessageCode } from '../../diagnostics/messages.ts';
import type { EngineEvent, EventSink } from '../../diagnostics/events.ts';
import type { ExpressionCache } from '../expr/compile.ts';
import { expressionHelpers } from '../expr/helpers.ts';
import { loadJsonata } from '../expr/jsonata.ts';
import { compiledExpression } from '../expr/subset/cache.ts';
import type { ResolveContext } from '../context.ts';
import type { ResolvedNode } from './types.ts';
import { walk, type Outcome } from './walk.ts';

export interface ResolveOptions {
  /** Receives what went wrong and was handled; nothing is thrown. */
  onEvent?: EventSink;
  /** jsonata's compiled expressions, shared across calls so each is compiled once per template. */
  cache?: ExpressionCache;
  /**
   * Leave a `hidden` node, with the expression and the values it read, wherever something is
   * hidden (the playground's frames, ADR 0037). Off on a bill.
   */
  explainHidden?: boolean;
}

/**
 * Evaluates a template against a context: visibility, tab lists, module slots. Pure; never
 * throws for a bad expression or bad data: the node is hidden and an event recorded. Null when
 * the whole page is hidden. Async because an expression outside the compiled subset needs
 * jsonata, loaded on demand (ADR 0020); see `resolveNow` for the synchronous answer.
 */
export async function resolve(
  template: Template,
  context: ResolveContext,
  options: ResolveOptions = {},
): Promise<ResolvedNode | null> {
  const session = new Session(template, context);
  for (;;) {
    const result = session.walk(options);
    if (result !== undefined) return result;
    await session.askJsonata(options.cache);
  }
}

/**
 * The same answer as `resolve`, synchronously, when every expression the walk meets is in the
 * compiled subset (and none throws); undefined when jsonata must be loaded first.
 */
export function resolveNow(
  template: Template,
  context: ResolveContext,
  options: ResolveOptions = {},
): ResolvedNode | null | undefined {
  return new Session(template, context).walk(options);
}

/** One resolve: its bindings, and jsonata's answers once they have been asked for. */
class Session {
  readonly #template: Template;
  readonly #context: ResolveContext;
  /** The root's visible slot keys, for `$shown` (issue 13); undefined when no module asks. */
  readonly #shown: Set<string> | undefined;
  readonly #bindings: Record<string, unknown>;
  /** The page pass sees no slot shown yet, as before the root is resolved. */
  readonly #pageBindings: Record<string, unknown>;
  /** jsonata's outcomes, by pass and source; absent: not asked yet. */
  readonly #answers = new Map<string, Outcome>();
  readonly #asks = new Map<string, { source: string; page: boolean }>();

  constructor(template: Template, context: ResolveContext) {
    this.#template = template;
    this.#context = context;
    this.#shown = usesShown(template) ? new Set() : undefined;
    this.#bindings = expressionHelpers(context, this.#shown);
    this.#pageBindings = this.#shown ? expressionHelpers(context) : this.#bindings;
  }

  /** The resolved tree with its events delivered, or undefined when jsonata must answer. */
  walk(options: ResolveOptions): ResolvedNode | null | undefined {
    const events: EngineEvent[] = [];
    const emit = (code: EngineMessageCode, path: string, ...args: string[]) => {
      const format: (...a: string[]) => string = engineMessages[code];
      events.push({ code, message: format(...args), template: this.#template.id, path });
    };
    this.#asks.clear();
    const evaluate = (source: string, page: boolean) => this.#evaluate(source, page);
    const explain = options.explainHidden === true;
    const { node, pending } = walk(
      this.#template,
      this.#context,
      evaluate,
      emit,
      this.#shown,
      explain,
    );
    if (pending) return undefined;
    if (options.onEvent) for (const event of events) options.onEvent(event);
    return node;
  }

  #evaluate(source: string, page: boolean): Outcome {
    const compiled = compiledExpression(this.#template, source);
    if (compiled) {
      try {
        return { value: compiled(this.#context, page ? this.#pageBindings : this.#bindings) };
      } catch {
        // jsonata throws too (the property test holds them to it): it says what went wrong.
      }
    }
    const key = `${page ? 'page' : 'main'}:${source}`;
    const answer = this.#answers.get(key);
    if (answer !== undefined) return answer;
    this.#asks.set(key, { source, page });
    return 'pending';
  }

  /** Evaluates, all at once, the expressions the last walk waited for. */
  async askJsonata(given: ExpressionCache | undefined): Promise<void> {
    const asks = [...this.#asks];
    let jsonata: Awaited<ReturnType<typeof loadJsonata>>;
    try {
      jsonata = await loadJsonata();
    } catch (error) {
      // Its chunk did not download (a network error): these expressions fail like any other,
      // their nodes hidden with an event, and the page still shows the rest (decision 168).
      const reason = error instanceof Error ? error.message : String(error);
      for (const [key] of asks)
        this.#answers.set(key, { error: `jsonata did not load: ${reason}` });
      return;
    }
    const { ExpressionCache, describeJsonataError } = jsonata;
    const cache = given ?? (defaultCache ??= new ExpressionCache());
    await Promise.all(
      asks.map(async ([key, { source, page }]) => {
        const compiled = cache.get(this.#template, source);
        let outcome: Outcome;
        if (compiled instanceof Error) outcome = { error: compiled.message };
        else {
          try {
            const bindings = page ? this.#pageBindings : this.#bindings;
            outcome = { value: await compiled.evaluate(this.#context, bindings) };
          } catch (error) {
            outcome = { error: describeJsonataError(error) };
          }
        }
        this.#answers.set(key, outcome);
      }),
    );
  }
}

let defaultCache: ExpressionCache | undefined;

const askers = new WeakMap<Template, boolean>();
/** Whether any module of the template calls `$shown`. */
function usesShown(template: Template): boolean {
  let asks = askers.get(template);
  if (asks === undefined) {
    asks = JSON.stringify(template.modules).includes('$shown(');
    askers.set(template, asks);
  }
  return asks;
}
