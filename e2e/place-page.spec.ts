import type { Page } from '@playwright/test';
import places from '../content/places.json' with { type: 'json' };
import { expect, test } from './fixtures';
import { layoutShifts } from './layout-shifts';
import { settled } from './settled';

/** A place's page as it looks and behaves (docs/features.md#a-places-page-photos-neighbours-highlights). */
const place = (slug: string) => places.find((entry) => entry.slug === slug)!;
const canyon = place('grand-canyon');
/** A portrait main photo (800 × 1200) with its focal point below the middle. */
const pueblo = place('taos-pueblo');

test.describe('the main photo', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    for (const shown of [canyon, pueblo]) {
      test(`${shown.title} (${shown.image.width}×${shown.image.height}) at ${viewport.width}×${viewport.height}: fills its frame, cropped around its focal point; title and text start on the first screen`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(`/galerie/${shown.slug}`);
        const photo = page.getByRole('img', { name: shown.image.alt, exact: true });
        await expect(photo).toBeVisible();
        const look = await photo.evaluate((img: HTMLImageElement) => {
          const style = getComputedStyle(img);
          const box = img.getBoundingClientRect();
          const frame = img.closest('figure')!.getBoundingClientRect();
          return {
            fit: style.objectFit,
            position: style.objectPosition,
            width: box.width,
            height: box.height,
            frameWidth: frame.width,
          };
        });
        // Cover: the picture fills the whole box, no bars beside or above it.
        expect(look.fit).toBe('cover');
        expect(look.width).toBe(look.frameWidth);
        // Its focal point from the content, else the middle.
        const { focalPoint: focus = { x: 50, y: 50 } } = shown.image as {
          focalPoint?: { x: number; y: number };
        };
        expect(look.position).toBe(`${focus.x}% ${focus.y}%`);
        expect(look.height).toBeLessThanOrEqual(viewport.height / 2);

        const title = await page.getByRole('heading', { level: 1 }).boundingBox();
        expect(title!.y + title!.height).toBeLessThanOrEqual(viewport.height);
        // The first two lines of the text.
        const text = page.getByText(shown.description[0]!);
        const { top, lineHeight } = await text.evaluate((paragraph) => ({
          top: paragraph.getBoundingClientRect().top,
          lineHeight: parseFloat(getComputedStyle(paragraph).lineHeight),
        }));
        expect(top + 2 * lineHeight).toBeLessThanOrEqual(viewport.height);
      });
    }
  }

  test('is preloaded and takes its space before it loads: nothing moves', async ({ page }) => {
    await page.goto(`/galerie/${pueblo.slug}`);
    await expect(
      page.locator('link[rel="preload"][as="image"][imagesrcset*="taos-pueblo"]'),
    ).toHaveCount(1);
    await page.waitForLoadState('load');
    expect(await layoutShifts(page)).toEqual([]);
  });
});

test.describe('the main photo, large', () => {
  const main = pueblo.image;
  const link = (page: Page) => page.getByRole('link', { name: `Foto vergrößern: ${main.alt}` });

  test('opens whole in the viewer, which leads on to the further photos', async ({ page }) => {
    await page.goto(`/galerie/${pueblo.slug}`);
    await settled(page);
    await link(page).click();
    const viewer = page.getByRole('dialog', { name: main.alt });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText(/^Foto \d von 3/)).toHaveText(`Foto 1 von 3: ${main.alt}`);
    await expect(viewer).toContainText(main.credit);
    // Whole: the portrait that the page crops to a landscape frame is shown with its own shape.
    const large = viewer.getByRole('img', { name: main.alt });
    await expect
      .poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await large.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
    await expect(large).toBeInViewport({ ratio: 1 });

    await page.keyboard.press('ArrowRight');
    const [further] = pueblo.photos;
    await expect(page.getByRole('dialog', { name: further!.alt })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(link(page)).toBeFocused();
    await expect(page).toHaveURL(`/galerie/${pueblo.slug}`);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('links to its large image', async ({ page }) => {
      await page.goto(`/galerie/${pueblo.slug}`);
      await expect(link(page)).toHaveAttribute(
        'href',
        /^\/api\/media\/file\/taos-pueblo[-\w]*\.jpg$/,
      );
    });
  });
});

test.describe('a further photo', () => {
  const [photo] = canyon.photos;
  const enlarge = `Foto vergrößern: ${photo!.alt}`;

  /** Opens the Grand Canyon's page and its first further photo large: the link and the dialog. */
  const openViewer = async (page: Page) => {
    await page.goto(`/galerie/${canyon.slug}`);
    await settled(page);
    const link = page
      .getByRole('region', { name: 'Weitere Fotos' })
      .getByRole('link', { name: enlarge });
    await link.click();
    return { link, viewer: page.getByRole('dialog', { name: photo!.alt }) };
  };

  test('opens large in a dialog with its credit; Escape and "Schließen" close it, the focus returns to it', async ({
    page,
  }) => {
    const { link, viewer } = await openViewer(page);
    await expect(viewer).toBeVisible();
    const large = viewer.getByRole('img', { name: photo!.alt });
    await expect
      .poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(viewer).toContainText(`${photo!.credit} · Lizenz: ${photo!.license.name}`);
    // Larger than on the page.
    expect((await large.boundingBox())!.width).toBeGreaterThan((await link.boundingBox())!.width);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(link).toBeFocused();

    // By keyboard: Enter opens it, the close button has the focus.
    await page.keyboard.press('Enter');
    await expect(viewer).toBeVisible();
    const close = viewer.getByRole('button', { name: 'Schließen' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(viewer).toBeHidden();
    await expect(link).toBeFocused();
    await expect(page).toHaveURL(`/galerie/${canyon.slug}`);
  });

  test('"Nächstes/Vorheriges Foto" and the arrow keys go through the photos, round; closing returns to the one shown', async ({
    page,
  }) => {
    const [first, second] = canyon.photos;
    const { viewer } = await openViewer(page);
    // The dialog is named after the photo it shows; the main photo is the first of three.
    const dialog = page.getByRole('dialog');
    const position = dialog.getByText(/^Foto \d von 3/);
    await expect(position).toHaveText(`Foto 2 von 3: ${first!.alt}`);
    await expect(viewer.getByRole('img', { name: first!.alt })).toBeVisible();
    // The next photo is loaded while the first is shown, so it is there at once.
    const nextLarge = dialog.locator(`img[alt="${second!.alt}"]`);
    await expect
      .poll(() => nextLarge.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    await viewer.getByRole('button', { name: 'Nächstes Foto' }).click();
    const next = page.getByRole('dialog', { name: second!.alt });
    await expect(next).toBeVisible();
    await expect(position).toHaveText(`Foto 3 von 3: ${second!.alt}`);
    await expect(next.getByRole('img', { name: second!.alt })).toBeVisible();
    await expect(next.getByRole('img', { name: first!.alt })).toBeHidden();
    await expect(next).toContainText(second!.credit);
    await expect(next.getByRole('button', { name: 'Nächstes Foto' })).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText(`Foto 1 von 3: ${canyon.image.alt}`);
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText(`Foto 3 von 3: ${second!.alt}`);
    await dialog.getByRole('button', { name: 'Vorheriges Foto' }).click();
    await expect(position).toHaveText(`Foto 2 von 3: ${first!.alt}`);
    await page.keyboard.press('ArrowRight');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('link', { name: `Foto vergrößern: ${second!.alt}` })).toBeFocused();
  });

  test('on a phone it opens across the whole screen, wider than on the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { link, viewer } = await openViewer(page);
    const large = viewer.getByRole('img');
    await expect(large).toBeInViewport({ ratio: 1 });
    const onPage = (await link.boundingBox())!.width;
    const enlarged = (await large.boundingBox())!.width;
    test.info().annotations.push({ type: 'width', description: `${onPage} → ${enlarged} px` });
    expect(enlarged).toBe(390);
    expect(enlarged).toBeGreaterThan(onPage);
  });

  test('in the gallery’s overlay, Escape closes the photo and leaves the overlay open', async ({
    page,
  }) => {
    await page.goto('/galerie');
    await settled(page);
    await page.locator('[data-masonry]').getByRole('link', { name: canyon.title }).click();
    const overlay = page.getByRole('dialog', { name: canyon.title });
    const link = overlay.getByRole('link', { name: enlarge });
    await link.click();
    const viewer = page.getByRole('dialog', { name: photo!.alt });
    await expect(viewer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(overlay).toBeVisible();
    await expect(page).toHaveURL(`/galerie/${canyon.slug}`);
    await expect(link).toBeFocused();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the link leads to the large image', async ({ page }) => {
      await page.goto(`/galerie/${canyon.slug}`);
      const link = page.getByRole('link', { name: enlarge });
      // The backend's large size of the photo (an upload of the sample's file).
      await expect(link).toHaveAttribute('href', /^\/api\/media\/file\/grand-canyon-2[-\w]*\.jpg$/);
      const href = (await link.getAttribute('href'))!;
      const [response] = await Promise.all([
        page.waitForResponse((answer) => new URL(answer.url()).pathname === href),
        link.click(),
      ]);
      expect(response.headers()['content-type']).toBe('image/jpeg');
      await expect(page).toHaveURL(href);
    });
  });
});

test.describe('"Vorheriges/Nächstes Ziel" follow the gallery’s order within the category', () => {
  test('on the page: Yellowstone lies between Grand Canyon and Denali (Natur)', async ({
    page,
  }) => {
    await page.goto('/galerie/yellowstone');
    const steps = page.getByRole('navigation', { name: 'Weitere Ziele' });
    await expect(steps.getByRole('link')).toHaveText([/Grand Canyon$/, /Denali-Nationalpark$/]);
    await expect(
      steps.getByRole('link', { name: 'Vorheriges Ziel in „Natur“: Grand Canyon' }),
    ).toHaveAttribute('href', '/galerie/grand-canyon');
    await expect(
      steps.getByRole('link', { name: 'Nächstes Ziel in „Natur“: Denali-Nationalpark' }),
    ).toHaveAttribute('href', '/galerie/denali');
  });

  test('the last place of its category has no next one', async ({ page }) => {
    await page.goto(`/galerie/${pueblo.slug}`);
    const steps = page.getByRole('navigation', { name: 'Weitere Ziele' });
    await expect(steps.getByRole('link')).toHaveCount(1);
    await expect(
      steps.getByRole('link', { name: 'Vorheriges Ziel in „Kultur & Geschichte“: Gateway Arch' }),
    ).toHaveAttribute('href', '/galerie/gateway-arch');
  });

  test('in the overlay: from Grand Canyon to Yellowstone and back', async ({ page }) => {
    await page.goto('/galerie');
    await settled(page);
    await page.locator('[data-masonry]').getByRole('link', { name: canyon.title }).click();
    const overlay = page.getByRole('dialog');
    await overlay
      .getByRole('link', { name: 'Nächstes Ziel in „Natur“: Yellowstone-Nationalpark' })
      .click();
    await expect(overlay).toHaveAccessibleName('Yellowstone-Nationalpark');
    await expect(page).toHaveURL('/galerie/yellowstone');
    await overlay.getByRole('link', { name: 'Vorheriges Ziel in „Natur“: Grand Canyon' }).click();
    await expect(overlay).toHaveAccessibleName('Grand Canyon');
    await expect(page).toHaveURL('/galerie/grand-canyon');
  });
});

test('Highlights, Zeitbedarf and Tipp stand in "Gut zu wissen"', async ({ page }) => {
  await page.goto(`/galerie/${pueblo.slug}`);
  const box = page.getByRole('region', { name: 'Gut zu wissen' });
  await expect(box.getByRole('listitem')).toHaveText(pueblo.highlights);
  await expect(
    box.getByRole('definition').filter({ hasText: pueblo.facts.timeNeeded }),
  ).toHaveCount(1);
  await expect(box.getByRole('definition').last()).toHaveText(pueblo.tip);
  await expect(box.getByRole('term')).toContainText(['Highlights', 'Zeitbedarf', 'Tipp']);
});

test.describe('"Gut zu wissen" on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('stands beside the text, the further photos and the neighbours: no hole below a short text', async ({
    page,
  }) => {
    await page.goto(`/galerie/${canyon.slug}`);
    const facts = await page.getByRole('region', { name: 'Gut zu wissen' }).boundingBox();
    const actions = await page.getByRole('link', { name: 'Auf der Karte zeigen' }).boundingBox();
    const photos = await page.getByRole('region', { name: 'Weitere Fotos' }).boundingBox();
    const nearby = await page.getByRole('region', { name: 'In der Nähe' }).boundingBox();
    // The facts are taller than the text: the photos follow the text, not the facts' end.
    expect(facts!.y + facts!.height).toBeGreaterThan(photos!.y);
    expect(photos!.y - (actions!.y + actions!.height)).toBeLessThanOrEqual(64);
    for (const beside of [photos!, nearby!]) {
      expect(beside.y).toBeGreaterThan(actions!.y);
      expect(beside.x + beside.width).toBeLessThan(facts!.x);
    }
  });
});

test('on a phone "Gut zu wissen" follows the text, before the further photos', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/galerie/${canyon.slug}`);
  const actions = await page.getByRole('link', { name: 'Auf der Karte zeigen' }).boundingBox();
  const facts = await page.getByRole('region', { name: 'Gut zu wissen' }).boundingBox();
  const photos = await page.getByRole('region', { name: 'Weitere Fotos' }).boundingBox();
  expect(facts!.y).toBeGreaterThan(actions!.y + actions!.height);
  expect(photos!.y).toBeGreaterThan(facts!.y + facts!.height);
});
