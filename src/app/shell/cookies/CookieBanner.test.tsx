import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { HostSettings } from '../../../../schemas/types/host-settings.gen.ts';
import { createI18n } from '../../../i18n/index.ts';
import { createShellStore, ShellProvider, type ShellStore } from '../../../state/shell.ts';
import {
  consentCookie,
  consentFromCookies,
  consentKey,
  consentLifetimeMs,
  readConsent,
  rememberedConsent,
  reviewConsent,
} from './consent.ts';
import CookieBanner, { bannerSpace } from './CookieBanner.tsx';

const host: HostSettings = {
  templateName: 't1',
  supplier: 'alfa',
  locales: ['it'],
  cookiePolicyUrl: 'https://www.alfa-energia.test/cookie-policy',
};

function show(
  settings: HostSettings = host,
  store: ShellStore = createShellStore(settings),
  path = '/bollettainterattiva',
) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <I18nextProvider i18n={createI18n()}>
        <ShellProvider store={store}>
          <CookieBanner host={settings} />
        </ShellProvider>
      </I18nextProvider>
    </MemoryRouter>,
  );
  return { ...view, store };
}

const banner = () => screen.queryByRole('region', { name: 'Questo sito usa i cookie' });

afterEach(() => {
  localStorage.clear();
  document.cookie = `${consentCookie}=; Path=/; Max-Age=0`;
});

describe('the remembered answer (decision 223)', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const stored = (value: string) => {
    localStorage.setItem(consentKey, value);
    return readConsent(localStorage, now);
  };

  it.each([
    ['a fresh acceptance', { choice: 'accepted', at: '2026-11-01T00:00:00Z' }, true],
    ['a fresh refusal', { choice: 'rejected', at: '2026-11-01T00:00:00Z' }, true],
    ['an answer older than six months', { choice: 'accepted', at: '2026-05-01T00:00:00Z' }, false],
    ['an answer from the future', { choice: 'accepted', at: '2027-01-01T00:00:00Z' }, false],
    ['another choice', { choice: 'maybe', at: '2026-11-01T00:00:00Z' }, false],
    ['no date', { choice: 'accepted' }, false],
  ])('%s holds: %s', (_, value, holds) => {
    expect(stored(JSON.stringify(value)) !== undefined).toBe(holds);
  });

  it('ignores what is not JSON, and asks after six months', () => {
    expect(stored('{nope')).toBeUndefined();
    expect(consentLifetimeMs).toBe(182 * 24 * 60 * 60 * 1000);
  });

  // ADR 0028: the cookie the server reads holds the same answer, by the same rules.
  it.each([
    ['a fresh refusal', 'rejected.2026-11-01T00:00:00.000Z', 'rejected'],
    [
      'a fresh acceptance among others',
      'quadro_lang=en; quadro_consent=accepted.2026-11-01T00:00:00Z',
      'accepted',
    ],
    ['an answer older than six months', 'quadro_consent=accepted.2026-05-01T00:00:00Z', undefined],
    ['an answer from the future', 'quadro_consent=accepted.2027-01-01T00:00:00Z', undefined],
    ['another choice', 'quadro_consent=maybe.2026-11-01T00:00:00Z', undefined],
    ['no date', 'quadro_consent=accepted', undefined],
    ['another cookie only', 'quadro_consent_old=accepted.2026-11-01T00:00:00Z', undefined],
  ])('the cookie with %s reads as %s', (_, header, choice) => {
    const cookie = header.includes('=') ? header : `${consentCookie}=${header}`;
    expect(consentFromCookies(cookie, now)?.choice).toBe(choice);
  });

  it('writes the cookie again from the storage when the cookie jar was cleared', () => {
    localStorage.setItem(consentKey, JSON.stringify({ choice: 'accepted', at: now.toISOString() }));
    expect(rememberedConsent(now)?.choice).toBe('accepted');
    expect(consentFromCookies(document.cookie, now)?.choice).toBe('accepted');
  });
});

describe("CookieBanner (spec §2; the Garante's cookie guidelines)", () => {
  it('offers "Rifiuta" and "Accetta" alike, and links the host\'s cookie policy', () => {
    show();
    const region = banner();
    expect(region).not.toBeNull();
    const reject = screen.getByRole('button', { name: 'Rifiuta' });
    const accept = screen.getByRole('button', { name: 'Accetta' });
    expect(reject.className).toBe(accept.className);
    expect(screen.getByRole('link', { name: /Informativa sui cookie/ })).toHaveAttribute(
      'href',
      host.cookiePolicyUrl,
    );
    expect(document.activeElement).toBe(document.body);
  });

  it('names no policy when the host has none', () => {
    const withoutPolicy: HostSettings = { ...host };
    delete withoutPolicy.cookiePolicyUrl;
    show(withoutPolicy);
    expect(banner()).not.toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each([
    ['Accetta', 'accepted'],
    ['Rifiuta', 'rejected'],
    ['Chiudi e rifiuta i cookie non necessari', 'rejected'],
  ])('"%s" closes it and is remembered as %s', async (name, choice) => {
    show();
    await userEvent.click(screen.getByRole('button', { name }));
    expect(banner()).toBeNull();
    expect(readConsent(localStorage, new Date())?.choice).toBe(choice);
    expect(consentFromCookies(document.cookie, new Date())?.choice).toBe(choice);
    expect(document.documentElement.style.getPropertyValue(bannerSpace)).toBe('');
  });

  it('does not ask again once answered', async () => {
    const first = show();
    await userEvent.click(screen.getByRole('button', { name: 'Accetta' }));
    first.unmount();
    show();
    expect(banner()).toBeNull();
  });

  it('is absent where the route says so, and back when the route leaves', () => {
    const { store } = show();
    act(() => {
      store.getState().setCookieBanner(false);
    });
    expect(banner()).toBeNull();
    act(() => {
      store.getState().setCookieBanner(true);
    });
    expect(banner()).not.toBeNull();
  });

  // Spec §2: none on the first provider's landing page, both of its addresses (decision 557).
  it.each([
    ['/nexiAnnullo?id=x', false],
    ['/nexiEsito?id=x&esito=OK', false],
    ['/NexiAnnullo/', false],
    ['/worldlineAnnullo?id=x', true],
    ['/bollettainterattiva?id=x', true],
  ])('on %s shows: %s', (path, shown) => {
    show(host, createShellStore(host), path);
    expect(banner() !== null).toBe(shown);
  });

  it('opens again from the footer\'s "Preferenze cookie", with the focus on its first choice', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    act(() => {
      reviewConsent(true);
    });
    expect(banner()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Rifiuta' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Accetta' }));
    expect(banner()).toBeNull();
    act(() => {
      reviewConsent(false);
    });
    expect(banner()).toBeNull();
  });
});

describe('the answer recorded by the server where the host asks for it (decision 454)', () => {
  const posts: { url: string; init: RequestInit | undefined }[] = [];
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    posts.length = 0;
  });
  const recording = () => {
    globalThis.fetch = (url: string | URL | Request, init?: RequestInit) => {
      posts.push({ url: url instanceof Request ? url.url : url.toString(), init });
      return Promise.resolve(new Response('1', { status: 200 }));
    };
  };

  it('posts the choice to /api/consent when recordCookieConsent is on', async () => {
    recording();
    show({ ...host, recordCookieConsent: true });
    await userEvent.click(screen.getByRole('button', { name: 'Rifiuta' }));
    expect(posts.map((post) => post.url)).toEqual(['/api/consent']);
    const sent = posts[0]?.init?.body;
    const body = JSON.parse(typeof sent === 'string' ? sent : '{}') as {
      choice: string;
      at: string;
    };
    expect(body.choice).toBe('rejected');
    expect(Number.isNaN(Date.parse(body.at))).toBe(false);
  });

  it('posts nothing when the host does not ask for it', async () => {
    recording();
    show(host);
    await userEvent.click(screen.getByRole('button', { name: 'Accetta' }));
    expect(posts).toEqual([]);
  });
});
