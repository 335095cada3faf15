import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { networkDown, type FakeAnswer } from '../../src/api/testing.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { AreaProvider, onAreaChange, type AreaSession } from '../../src/state/area.ts';
import { MessageList } from './MessageList.tsx';
import { answersFor, giulia, json, sessionWith } from './samples.testing.ts';

function show(session: AreaSession | undefined, widget: ReactElement = <MessageList />) {
  const inner = session ? <AreaProvider value={session}>{widget}</AreaProvider> : widget;
  return render(
    <I18nextProvider i18n={createI18n()}>
      <MemoryRouter>{inner}</MemoryRouter>
    </I18nextProvider>,
  );
}

const countPath = `/api/message/new/${encodeURIComponent(giulia.id)}`;
const subjects = () =>
  screen
    .getAllByRole('button', { expanded: false })
    .concat(screen.queryAllByRole('button', { expanded: true }))
    .map((button) => button.querySelector('[data-subject]')?.textContent);
const disclosure = (subject: RegExp) =>
  screen.getByRole('button', { name: subject, expanded: false });

describe('MessageList (spec §1 "messages"; decisions 302-305)', () => {
  it("lists the selected customer's messages only, newest first, the unread ones marked", async () => {
    show(sessionWith(answersFor()));
    const card = screen.getByRole('region', { name: 'I tuoi messaggi' });
    await within(card).findByText('2 messaggi non letti');
    expect(subjects()).toEqual([
      'Lavori programmati sulla rete',
      'È disponibile la bolletta di marzo 2026',
      'Rinnovo della tua offerta',
    ]);
    expect(screen.queryByText(/condomìni/)).not.toBeInTheDocument();
    expect(disclosure(/^Nuovo Lavori programmati/)).toHaveTextContent(
      'Servizio · Inviato il 08/04/2026',
    );
    expect(disclosure(/^Rinnovo della tua offerta/)).not.toHaveTextContent('Nuovo');
  });

  it('opens a message in place, which reads it: no longer new, and the count drops', async () => {
    const answers = answersFor();
    show(sessionWith(answers));
    await screen.findByText('2 messaggi non letti');
    answers[countPath] = json({ count: 1 });
    // The page's other parts (the home's unread tile) are told to read their figures again.
    let announced = 0;
    const stop = onAreaChange(() => (announced += 1));
    const button = disclosure(/Lavori programmati/);
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(await within(panel as HTMLElement).findByText('il messaggio 3.')).toBeVisible();
    expect(await screen.findByText('1 messaggio non letto')).toBeInTheDocument();
    expect(button).not.toHaveTextContent('Nuovo');
    expect(announced).toBe(1);
    stop();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('tells a message that does not open, and opens it on a retry', async () => {
    const answers = answersFor();
    const detail = answers['/api/message/detail/1'] as FakeAnswer;
    answers['/api/message/detail/1'] = { status: 503, body: '{}' };
    show(sessionWith(answers));
    await screen.findByText('2 messaggi non letti');
    await userEvent.click(disclosure(/bolletta di marzo/));
    expect(await screen.findByText('Non siamo riusciti ad aprire il messaggio.')).toBeVisible();
    expect(screen.queryByText('il messaggio 1.')).not.toBeInTheDocument();
    answers['/api/message/detail/1'] = detail;
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('il messaggio 1.')).toBeInTheDocument();
  });

  it('deletes a message only after the confirmation, then focuses the next one', async () => {
    const answers = answersFor();
    const session = sessionWith(answers);
    show(session);
    await screen.findByText('2 messaggi non letti');
    const remove = screen.getByRole('button', {
      name: 'Elimina il messaggio «Lavori programmati sulla rete»',
    });
    await userEvent.click(remove);
    const dialog = screen.getByRole('dialog', { name: 'Eliminare il messaggio?' });
    expect(dialog).toHaveTextContent('«Lavori programmati sulla rete» sarà eliminato');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(session.requests.filter((r) => r.method === 'delete')).toEqual([]);

    answers[countPath] = json({ count: 1 });
    await userEvent.click(remove);
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Elimina' }),
    );
    expect(await screen.findByText('Messaggio eliminato.')).toBeInTheDocument();
    expect(screen.queryByText('Lavori programmati sulla rete')).not.toBeInTheDocument();
    expect(session.requests.filter((r) => r.method === 'delete').map((r) => r.url)).toEqual([
      '/api/message/3',
    ]);
    await waitFor(() => {
      expect(document.activeElement).toBe(disclosure(/bolletta di marzo/));
    });
    expect(screen.getByText('1 messaggio non letto')).toBeInTheDocument();
  });

  it('focuses the previous message after deleting the last one, the title after the only one', async () => {
    show(sessionWith(answersFor()));
    const deleteNamed = async (subject: string) => {
      await userEvent.click(
        await screen.findByRole('button', { name: `Elimina il messaggio «${subject}»` }),
      );
      await userEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Elimina' }),
      );
    };
    await deleteNamed('Rinnovo della tua offerta');
    await waitFor(() => {
      expect(document.activeElement).toBe(disclosure(/bolletta di marzo/));
    });
    await deleteNamed('È disponibile la bolletta di marzo 2026');
    await deleteNamed('Lavori programmati sulla rete');
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'I tuoi messaggi' }));
    });
    expect(screen.getByText('Non hai messaggi.')).toBeInTheDocument();
  });

  it('keeps a message the server did not delete, and says so', async () => {
    const answers = answersFor();
    answers['/api/message/2'] = { status: 500, body: '{}' };
    show(sessionWith(answers));
    await userEvent.click(
      await screen.findByRole('button', { name: /Elimina il messaggio «Rinnovo/ }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Elimina' }),
    );
    expect(
      await screen.findByText(/Non siamo riusciti a eliminare il messaggio/),
    ).toBeInTheDocument();
    expect(screen.getByText('Rinnovo della tua offerta')).toBeInTheDocument();
  });

  it('shows a busy placeholder, then a quiet notice whose retry loads again', async () => {
    const answers = answersFor();
    answers['/api/message/headers'] = networkDown();
    show(sessionWith(answers));
    expect(screen.getByRole('status', { name: 'Caricamento dei messaggi…' })).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Riprova' });
    expect(screen.getByText('Non siamo riusciti a caricare i messaggi.')).toBeInTheDocument();
    answers['/api/message/headers'] = answersFor()['/api/message/headers'] as FakeAnswer;
    await userEvent.click(retry);
    expect(await screen.findByText('Rinnovo della tua offerta')).toBeInTheDocument();
  });

  it('says when there is no message', async () => {
    const answers = answersFor(0);
    answers['/api/message/headers'] = json({ messages: [], unread: 0 });
    show(sessionWith(answers));
    expect(await screen.findByText('Non hai messaggi.')).toBeInTheDocument();
    expect(screen.getByText('Hai letto tutti i messaggi.')).toBeInTheDocument();
  });

  it("with latest, shows the customer's newest ones from the home call and a link to all", async () => {
    const session = sessionWith(answersFor());
    show(session, <MessageList latest={2} />);
    await screen.findByRole('region', { name: 'Ultimi messaggi' });
    await screen.findByText('Lavori programmati sulla rete');
    expect(subjects()).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Vedi tutti i messaggi' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(session.requests.map((r) => r.url)).not.toContain('/api/message/headers');
  });

  it('shows nothing outside the customer area or without a customer', () => {
    expect(show(undefined).container).toBeEmptyDOMElement();
    expect(show(sessionWith({}, null)).container).toBeEmptyDOMElement();
  });
});
