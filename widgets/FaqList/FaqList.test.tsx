import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAreaCalls } from '../../src/api/areaCalls.ts';
import type { MediaClient } from '../../src/api/media.ts';
import { fakeLogin, json, type FakeAnswer } from '../../src/api/testing.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { AreaProvider } from '../../src/state/area.ts';
import { saveBlob } from '../../src/ui/saveFile.ts';
import { FaqList } from './FaqList.tsx';
import { sampleFaq } from './FaqList.testing.ts';
import type { FaqListProps } from './props.gen.ts';

vi.mock('../../src/ui/saveFile.ts', () => ({ saveBlob: vi.fn() }));

const guide = '/api/Faq/attach/bolletta/leggere-bolletta/guida';

const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
// The login's file client, as far as this widget uses it (its requests: src/api/media.test.ts).
const media = {
  downloadMedia: vi.fn<MediaClient['downloadMedia']>(),
  downloadFile: vi.fn<NonNullable<MediaClient['downloadFile']>>(),
};

function show(answers: Record<string, FakeAnswer>, props: FaqListProps = {}) {
  const login = fakeLogin(answers);
  const session = {
    calls: createAreaCalls(login.client),
    client: login.client,
    media,
    customer: { id: 'alfa:BNCGLI85M52H501X', name: 'Giulia Bianchi', code: undefined },
  };
  render(
    <I18nextProvider i18n={createI18n()}>
      <AreaProvider value={session}>
        <FaqList {...props} />
      </AreaProvider>
    </I18nextProvider>,
  );
  return login.requests;
}

beforeEach(() => {
  vi.mocked(saveBlob).mockClear();
  media.downloadFile.mockReset();
  media.downloadFile.mockResolvedValue({ ok: true, blob: pdf });
});

describe('FaqList (spec §1 "FAQ with attachments", §7 GET /api/Faq/{id})', () => {
  it("shows a card per topic, in the supplier's order, each question a closed disclosure", async () => {
    show({ '/api/Faq/all': json(sampleFaq) });
    const bill = await screen.findByRole('region', { name: 'La bolletta' });
    const payments = screen.getByRole('region', { name: 'Pagamenti' });
    expect(bill.compareDocumentPosition(payments) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const questions = within(bill).getAllByRole('button');
    expect(questions.map((button) => button.textContent)).toEqual([
      'Come si legge la bolletta?',
      'Perché la mia bolletta è stimata?',
    ]);
    expect(questions[0]).toHaveAttribute('aria-expanded', 'false');
    expect(within(bill).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.queryByText(/La prima pagina riassume/)).not.toBeInTheDocument();
  });

  it('opens a question to its answer, paragraph by paragraph, with its files', async () => {
    const user = userEvent.setup();
    show({ '/api/Faq/all': json(sampleFaq) });
    const question = await screen.findByRole('button', { name: 'Come si legge la bolletta?' });
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Come si legge la bolletta?' });
    expect(
      within(answer)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual([
      'La prima pagina riassume quanto devi pagare e entro quando.',
      'Nelle pagine seguenti trovi il dettaglio dei consumi.',
    ]);
    expect(
      within(answer).getByRole('button', { name: 'Scarica Guida alla bolletta.pdf (PDF, 48 kB)' }),
    ).toBeInTheDocument();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it("downloads a file by its path with the login's file client, saved under its name", async () => {
    const user = userEvent.setup();
    show({ '/api/Faq/all': json(sampleFaq) });
    await user.click(await screen.findByRole('button', { name: 'Come si legge la bolletta?' }));
    await user.click(screen.getByRole('button', { name: /^Scarica Guida alla bolletta\.pdf/ }));
    await vi.waitFor(() => {
      expect(saveBlob).toHaveBeenCalledWith(pdf, 'Guida alla bolletta.pdf');
    });
    expect(media.downloadFile).toHaveBeenCalledWith(guide);
  });

  it('says so when a file does not download, and the same button tries again', async () => {
    const user = userEvent.setup();
    media.downloadFile.mockResolvedValue({
      ok: false,
      failure: { reason: 'network', detail: 'Network Error' },
    });
    show({ '/api/Faq/all': json(sampleFaq) });
    await user.click(await screen.findByRole('button', { name: 'Come si legge la bolletta?' }));
    const button = screen.getByRole('button', { name: /^Scarica Guida alla bolletta\.pdf/ });
    await user.click(button);
    expect(
      await screen.findByText('Il download di Guida alla bolletta.pdf non è riuscito. Riprova.'),
    ).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription(/non è riuscito/);
    expect(saveBlob).not.toHaveBeenCalled();
  });

  it('asks for the FAQ the template names, under its title in one card', async () => {
    const payments = { ...sampleFaq, topic: 'pagamenti', entries: sampleFaq.entries.slice(2) };
    const requests = show(
      { '/api/Faq/pagamenti': json(payments) },
      { faqId: 'pagamenti', titleKey: 'demo.details' },
    );
    const card = await screen.findByRole('region', { name: 'Dettagli della fornitura' });
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Come posso pagare la bolletta?']);
    expect(requests.map((request) => request.url)).toEqual(['/api/Faq/pagamenti']);
  });

  it('is busy while the FAQ loads', () => {
    show({ '/api/Faq/all': json(sampleFaq) });
    expect(
      screen.getByRole('region', { name: 'Caricamento delle domande frequenti…' }),
    ).toHaveAttribute('aria-busy', 'true');
  });

  it('says when there is no question', async () => {
    show({ '/api/Faq/all': json({ ...sampleFaq, entries: [] }) });
    expect(
      await screen.findByText('Non ci sono domande frequenti su questo argomento.'),
    ).toBeInTheDocument();
  });

  it('shows a quiet notice when the FAQ does not load, and loads it again on retry', async () => {
    const user = userEvent.setup();
    const answers: Record<string, FakeAnswer> = { '/api/Faq/all': json({ topics: 3 }) };
    show(answers);
    expect(
      await screen.findByText('Non è stato possibile caricare le domande frequenti.'),
    ).toBeInTheDocument();
    answers['/api/Faq/all'] = json(sampleFaq);
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('region', { name: 'Pagamenti' })).toBeInTheDocument();
  });

  it('shows nothing outside an area page', () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n()}>
        <FaqList />
      </I18nextProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
