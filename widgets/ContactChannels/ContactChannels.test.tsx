import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../src/api/testing.ts';
import { areaContacts, showInArea } from '../../src/ui/testing/areaProfile.tsx';
import { ContactChannels } from './ContactChannels.tsx';
import { dayNames } from './hours.ts';

describe('the supplier’s contact channels (issue 18, decision 270)', () => {
  it('links phones with tel: and addresses with mailto:, each labelled by its kind', async () => {
    showInArea(<ContactChannels />, { '/api/contacts': json(areaContacts) });
    const free = await screen.findByRole('link', { name: '800 123 456' });
    expect(free.getAttribute('href')).toBe('tel:800123456');
    expect(screen.getByText('Numero verde, gratuito da rete fissa')).toBeTruthy();
    const pec = screen.getByRole('link', { name: 'alfa-energia@pec.alfa-energia.test' });
    expect(pec.getAttribute('href')).toBe('mailto:alfa-energia@pec.alfa-energia.test');
  });

  it('names the days of the hours in the page’s language', async () => {
    showInArea(<ContactChannels />, { '/api/contacts': json(areaContacts) });
    const hours = await screen.findByRole('region', { name: 'Orari del servizio clienti' });
    expect(within(hours).getByText('lunedì–venerdì: 08:30–19:00')).toBeTruthy();
    expect(within(hours).getByText('sabato: 09:00–13:00')).toBeTruthy();
  });

  it('links an office’s map only when it is http(s) (decision 6)', async () => {
    showInArea(<ContactChannels />, { '/api/contacts': json(areaContacts) });
    expect(
      await screen.findByRole('link', { name: 'Mappa di Sportello Milano Centrale' }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Mappa di Sportello Monza' })).toBeNull();
  });

  it('offers a retry when the channels cannot be read, which asks again', async () => {
    const user = userEvent.setup();
    const { requests } = showInArea(<ContactChannels />, {});
    await user.click(await screen.findByRole('button', { name: 'Riprova' }));
    expect(requests.filter((request) => request.url === '/api/contacts')).toHaveLength(2);
  });

  it.each([
    [[1, 2, 3, 4, 5], 'lunedì–venerdì'],
    [[2, 4], 'martedì, giovedì'],
    [[1, 2, 6], 'lunedì, martedì, sabato'],
    [[5, 6, 7, 1], 'lunedì, venerdì–domenica'],
  ])('writes the days %j as "%s"', (days, text) => {
    expect(dayNames('it', days)).toBe(text);
  });
});
