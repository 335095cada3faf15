import type { EngineMessageCode } from './messages.ts';

/** Something that went wrong at run time and was handled (a node hidden, a placeholder shown). */
export interface EngineEvent {
  code: EngineMessageCode;
  message: string;
  /** Template id; empty for an event about an API answer, which no template is involved in. */
  template: string;
  /**
   * Where in the effective template, as a JSON pointer (e.g. `/root/children/2`); for an
   * event about an API answer, where in the answer (e.g. `/holder_cap`).
   */
  path: string;
}

export type EventSink = (event: EngineEvent) => void;

/** Collects events for tests and, in development, echoes them to the console. */
export class EventLog {
  readonly events: EngineEvent[] = [];
  readonly #echo: boolean;

  constructor(options: { echo?: boolean } = {}) {
    this.#echo = options.echo ?? false;
  }

  readonly record: EventSink = (event) => {
    this.events.push(event);
    if (this.#echo) console.warn(`[quadro] ${event.template}${event.path}: ${event.message}`);
  };

  clear(): void {
    this.events.length = 0;
  }
}
