import { render } from '@testing-library/react';
import places from '@/content/places.json';
import type { Place } from '@/lib/content';
import TripMap from './TripMap';

const plan = (...slugs: string[]) =>
  slugs.map((slug) => places.find((place) => place.slug === slug)) as Place[];

/** Each stop's numbered circle: its number, centre and radius. */
function stops(container: HTMLElement) {
  return [...container.querySelectorAll('circle')]
    .filter((circle) => circle.nextElementSibling?.textContent?.match(/^\d+$/))
    .map((circle) => ({
      number: circle.nextElementSibling!.textContent,
      x: Number(circle.getAttribute('cx')),
      y: Number(circle.getAttribute('cy')),
      r: Number(circle.getAttribute('r')),
    }));
}

test('stops 9 km apart (New York City, the Statue of Liberty) get numbers that do not cover each other', () => {
  const { container } = render(
    <TripMap places={plan('new-york-city', 'freiheitsstatue', 'boston')} label="Ihre Route" />,
  );
  const [first, second, third] = stops(container);
  expect([first?.number, second?.number, third?.number]).toEqual(['1', '2', '3']);
  expect(Math.hypot(second!.x - first!.x, second!.y - first!.y)).toBeGreaterThanOrEqual(
    first!.r + second!.r,
  );
});
