import { render, screen, within } from '@testing-library/react';
import { createFormatter, createTranslator } from 'use-intl/core';
import type { Place } from '@/lib/content';
import messages from '@/messages/de.json';
import PlaceFacts from './PlaceFacts';

jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'Place') =>
    createTranslator({ locale: 'de', messages, namespace }),
  getFormatter: async () => createFormatter({ locale: 'de', timeZone: 'Europe/Berlin' }),
}));

const place = {
  slug: 'zion',
  title: 'Zion-Nationalpark',
  state: 'Utah',
  location: { lat: 37.2982, lng: -113.0263 },
  facts: { region: 'Südwesten' },
  highlights: [],
} as unknown as Place;

async function renderFacts(extra: Partial<Place>) {
  render(await PlaceFacts({ place: { ...place, ...extra } }));
  return screen.getByRole('region', { name: 'Gut zu wissen' });
}

describe('PlaceFacts', () => {
  it('shows the highlights, the time needed and the tip when the place has them', async () => {
    const box = await renderFacts({
      facts: { region: 'Südwesten', timeNeeded: '2–3 Tage' },
      highlights: ['Wanderung durch die Narrows', 'Emerald Pools'],
      tip: 'Im Sommer früh am Morgen mit dem Shuttlebus in den Canyon fahren.',
    });
    expect(
      within(box)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Highlights', 'Bundesstaat', 'Region', 'Zeitbedarf', 'Tipp']);
    const highlights = within(box).getByRole('list');
    expect(
      within(highlights)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wanderung durch die Narrows', 'Emerald Pools']);
    expect(within(box).getByText('2–3 Tage')).toBeInTheDocument();
    expect(
      within(box).getByText('Im Sommer früh am Morgen mit dem Shuttlebus in den Canyon fahren.'),
    ).toBeInTheDocument();
  });

  it('leaves out highlights, time needed and tip when the place has none', async () => {
    const box = await renderFacts({});
    expect(
      within(box)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Bundesstaat', 'Region']);
    expect(within(box).queryByRole('list')).not.toBeInTheDocument();
    expect(within(box).queryByText(/Highlights|Zeitbedarf|Tipp/)).not.toBeInTheDocument();
  });
});
