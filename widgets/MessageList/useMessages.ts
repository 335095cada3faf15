import { useCallback, useEffect, useState } from 'react';
import type { CustomerMessage } from '../../schemas/types/message.gen.ts';
import { announceAreaChange, type AreaSession } from '../../src/state/area.ts';

export type ListState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; messages: CustomerMessage[] };

/** An opened message's text: asked for once, kept while the page lasts. */
export type BodyState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; text: string };

type Session = AreaSession & { customer: NonNullable<AreaSession['customer']> };

/**
 * The selected customer's messages and their unread count, and what the customer does with
 * them: open (read) and delete. Mount it once per customer (a `key`): another customer is
 * another list.
 */
export function useMessages(area: Session, latest: number | undefined) {
  const { calls } = area;
  const customerId = area.customer.id;
  const [attempt, setAttempt] = useState(0);
  // The answer of which request: a retry (or another `latest`) shows loading until its own.
  const request = `${latest ?? 'all'}|${attempt}`;
  const [answered, setAnswered] = useState<{ request: string; list: ListState }>();
  const list: ListState = answered?.request === request ? answered.list : { status: 'loading' };
  const setList = (change: (current: ListState) => ListState) => {
    setAnswered((current) => current && { ...current, list: change(current.list) });
  };
  const [unread, setUnread] = useState<number>();
  const [bodies, setBodies] = useState<ReadonlyMap<string, BodyState>>(new Map());

  const recount = useCallback(() => {
    void calls.newMessages(customerId).then((answer) => {
      // Without the count the list's own unread ones stand in for it (see `unreadCount`).
      setUnread(answer.ok ? answer.value.count : undefined);
    });
  }, [calls, customerId]);

  useEffect(() => {
    let live = true;
    const asked = latest === undefined ? calls.messages() : calls.homeMessages(customerId);
    void asked.then((answer) => {
      if (!live) return;
      if (!answer.ok) console.warn('[quadro] the messages did not load', answer.failure);
      // The headers call answers every customer this login acts for: the page shows one.
      const own = answer.ok
        ? answer.value.messages.filter((message) => message.customerId === customerId)
        : [];
      setAnswered({
        request,
        list: answer.ok
          ? { status: 'loaded', messages: own.slice(0, latest) }
          : { status: 'failed' },
      });
    });
    recount();
    return () => {
      live = false;
    };
  }, [calls, customerId, latest, recount, request]);

  const setBody = (id: string, body: BodyState) => {
    setBodies((current) => new Map(current).set(id, body));
  };

  /** An unread message read or deleted: this list's count and the page's home figures. */
  const changed = () => {
    recount();
    announceAreaChange();
  };

  /** Fetches a message's text, which marks it read on the server, then the count again. */
  const open = (message: CustomerMessage) => {
    const known = bodies.get(message.id);
    if (known && known.status !== 'failed') return;
    setBody(message.id, { status: 'loading' });
    void calls.message(message.id).then((answer) => {
      if (!answer.ok) {
        setBody(message.id, { status: 'failed' });
        return;
      }
      setBody(message.id, { status: 'loaded', text: answer.value.body ?? '' });
      const read = answer.value.read;
      setList((current) =>
        current.status === 'loaded'
          ? {
              ...current,
              messages: current.messages.map((m) => (m.id === message.id ? { ...m, read } : m)),
            }
          : current,
      );
      if (!message.read) changed();
    });
  };

  /** Deletes a message; true when it is gone (a message already gone is gone too). */
  const remove = async (message: CustomerMessage): Promise<boolean> => {
    const answer = await calls.deleteMessage(message.id);
    const gone = answer.ok || (answer.failure.reason === 'status' && answer.failure.status === 404);
    if (!gone) return false;
    setList((current) =>
      current.status === 'loaded'
        ? { ...current, messages: current.messages.filter((m) => m.id !== message.id) }
        : current,
    );
    if (!message.read) changed();
    return true;
  };

  const unreadCount =
    unread ?? (list.status === 'loaded' ? list.messages.filter((m) => !m.read).length : undefined);
  const retry = () => {
    setAttempt((n) => n + 1);
  };
  return { list, unread: unreadCount, bodies, open, remove, retry };
}
