import { randomUUID } from 'node:crypto';

/**
 * A process reads its own writes through what its listeners cache.
 *
 * PostgreSQL sends a NOTIFY to the listening connection, on another socket than the COMMIT's
 * answer: a process can hear "committed" before it hears what the commit announced, and answer
 * the next request from a cache the write made stale. CI once saw the process that had just
 * withdrawn a bill answer its link with 200. So after a write to a listened table, the process
 * sends a marker of its own on the channel and waits until its listener hears it. PostgreSQL
 * delivers notifications in the order their transactions committed (documented under NOTIFY),
 * so by then everything the write announced has been heard. Other processes hear the marker
 * too and drop it: they learn of the write as before, a moment later.
 *
 * PGlite needs none of this: it hands its notifications over before the query resolves.
 */
const MARKER = '\u0001quadro-own-write:';
/** A marker not heard in this time is taken as a lost listener: its caches go off. */
const PATIENCE_MS = 5000;

/** A listener whose channel must be heard before a write to `table` is answered. */
export interface Ear {
  channel: string;
  table: RegExp;
  onLost: () => void;
  waiting: Map<string, () => void>;
}

export class OwnWrites {
  private readonly ears = new Set<Ear>();
  private readonly prefix = `${MARKER}${randomUUID()}:`;
  private count = 0;

  /** `send` notifies each channel with the payload, in one committed statement. */
  constructor(private readonly send: (channels: string[], payload: string) => Promise<unknown>) {}

  /** True for a marker, this process's or another's: never a listener's message. */
  static isMarker(payload: string): boolean {
    return payload.startsWith(MARKER);
  }

  add(channel: string, table: string, onLost: () => void): Ear {
    const ear = { channel, table: new RegExp(`\\b${table}\\b`, 'i'), onLost, waiting: new Map() };
    this.ears.add(ear);
    return ear;
  }

  /** The listener stopped or was lost: nothing waits on it any more. */
  remove(ear: Ear): void {
    this.ears.delete(ear);
    for (const resolve of [...ear.waiting.values()]) resolve();
  }

  heard(ear: Ear, payload: string): void {
    ear.waiting.get(payload)?.();
  }

  /** Whether a statement can change a listened table (and so fire its notifications). */
  changes(sql: string): boolean {
    if (this.ears.size === 0 || /^\s*select\b/i.test(sql)) return false;
    for (const ear of this.ears) if (ear.table.test(sql)) return true;
    return false;
  }

  /** Resolves once every listener has heard all that was committed before this call. */
  async settle(): Promise<void> {
    if (this.ears.size === 0) return;
    const ears = [...this.ears];
    const payload = `${this.prefix}${++this.count}`;
    const heard = ears.map((ear) => this.wait(ear, payload));
    try {
      await this.send(
        ears.map((ear) => ear.channel),
        payload,
      );
    } catch {
      // The write is committed; only its announcement to this process is in doubt.
      for (const ear of ears) this.lose(ear);
    }
    await Promise.all(heard);
  }

  private wait(ear: Ear, payload: string): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.lose(ear);
      }, PATIENCE_MS);
      ear.waiting.set(payload, () => {
        clearTimeout(timer);
        ear.waiting.delete(payload);
        resolve();
      });
    });
  }

  private lose(ear: Ear): void {
    if (!this.ears.has(ear)) return;
    this.remove(ear);
    ear.onLost();
  }
}
