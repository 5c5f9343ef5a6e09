import places from '../content/places.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { settled } from './settled';

const [canyon] = places;

test('a place shows its photos, each with its credit and a link to its licence; the further ones load lazily', async ({
  page,
}) => {
  await page.goto('/galerie/grand-canyon');
  const main = page.getByRole('main');
  const photos = [canyon!.image, ...canyon!.photos];
  await expect(main.getByRole('figure')).toHaveCount(photos.length);
  for (const photo of photos) {
    const figure = main
      .getByRole('figure')
      .filter({ has: page.getByRole('img', { name: photo.alt }) });
    await expect(figure).toContainText(`${photo.credit} · Lizenz: ${photo.license.name}`);
    await expect(figure.getByRole('link', { name: photo.license.name })).toHaveAttribute(
      'href',
      photo.license.url,
    );
  }
  // The main photo comes first; the further ones below the text, in their own section.
  await expect(main.getByRole('img').first()).not.toHaveAttribute('loading', 'lazy');
  const further = main.getByRole('region', { name: 'Weitere Fotos' });
  await expect(further.getByRole('heading', { level: 2 })).toHaveText('Weitere Fotos');
  await expect(further.getByRole('img')).toHaveCount(canyon!.photos.length);
  for (const image of await further.getByRole('img').all()) {
    await expect(image).toHaveAttribute('loading', 'lazy');
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
});

test('the gallery’s overlay shows the photos with their credits too', async ({ page }) => {
  await page.goto('/galerie');
  await settled(page);
  await page.locator('[data-masonry]').getByRole('link', { name: 'Grand Canyon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Grand Canyon' });
  await expect(dialog.getByRole('figure')).toHaveCount(1 + canyon!.photos.length);
  await expect(dialog.getByRole('heading', { name: 'Weitere Fotos', level: 3 })).toBeVisible();
  await expect(
    dialog.getByRole('link', { name: canyon!.photos[0]!.license.name }).first(),
  ).toBeVisible();
});

test('alt texts: a tile leaves its picture to the title beside it, the place’s page describes it in full', async ({
  page,
}) => {
  await page.goto('/galerie');
  const tiles = page.locator('[data-masonry] article');
  await expect(tiles.first().getByRole('heading')).toHaveText(canyon!.title);
  // alt="": the picture is presentational there, so the tiles hold no image a screen reader reads.
  await expect(tiles.first().locator('img')).toHaveAttribute('alt', '');
  await expect(page.locator('[data-masonry]').getByRole('img')).toHaveCount(0);

  await page.goto('/galerie/grand-canyon');
  await expect(page.getByRole('img', { name: canyon!.image.alt, exact: true })).toBeVisible();
  expect(canyon!.image.alt.length).toBeGreaterThan(60);
});

test.describe('on a sharp wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 2 });
  /** next/image's widths (deviceSizes and imageSizes by default). */
  const widths = [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];

  for (const path of ['/', '/galerie', '/galerie/grand-canyon']) {
    test(`${path} asks for no photo’s address twice, nor for a width past the first that holds the photo’s own`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/_next/image') requested.push(request.url());
      });
      await page.goto(path);
      await settled(page);
      // The photos listed by width (a picture of a fixed size lists densities: `1x, 2x`).
      const ownWidths = new Map(
        await page
          .locator('img[srcset$="w"]')
          .evaluateAll((images: HTMLImageElement[]) =>
            images.map(
              (img) =>
                [
                  new URL(img.src).searchParams.get('url'),
                  Number(img.getAttribute('width')),
                ] as const,
            ),
          ),
      );
      expect(new Set(requested).size).toBe(requested.length);
      const byWidth = requested.filter((address) =>
        ownWidths.has(new URL(address).searchParams.get('url')),
      );
      expect(byWidth.length).toBeGreaterThan(0);
      for (const address of byWidth) {
        const query = new URL(address).searchParams;
        const own = ownWidths.get(query.get('url'))!;
        expect(Number(query.get('w')), address).toBeLessThanOrEqual(
          widths.find((width) => width >= own) ?? widths.at(-1)!,
        );
      }
    });
  }
});
