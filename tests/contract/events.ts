import { expect } from 'vitest';
import { eventsAfter, messageOf, type StoredEvent } from '../../server/events/outbox.ts';
import { EVENT_TYPES, type EventType } from '../../server/events/catalogue.ts';
import { validatorFor } from '../../server/validation.ts';
import type { TestApp } from './harness.ts';

/**
 * The outbox's events of one type (issue 29), each checked against its published schema as a
 * supplier would receive it: a test then asserts what the supplier's system is told.
 */
export async function eventsOf(
  t: Pick<TestApp, 'runtime'>,
  type: EventType,
  filter: (event: StoredEvent) => boolean = () => true,
): Promise<StoredEvent[]> {
  const found: StoredEvent[] = [];
  let after = '0';
  for (;;) {
    const page = await eventsAfter(t.runtime.db, { after, types: [type], limit: 500 });
    const last = page.at(-1);
    if (last === undefined) break;
    found.push(...page);
    after = last.seq;
  }
  const validate = validatorFor(EVENT_TYPES[type]);
  const matching = found.filter(filter);
  for (const event of matching) {
    expect(validate(messageOf(event)), JSON.stringify(validate.errors)).toBe(true);
  }
  return matching;
}
