import { fireEvent, render, screen } from '@testing-library/react';
import PhotoViewer, { PhotoLink, type ViewerPhoto } from './PhotoViewer';

// jsdom has no modal dialogs (jsdom/jsdom#3294): opening and closing only set the attribute here.
// Focus trapping and Escape are the browser's; e2e/place-page.spec.ts checks them in Chromium.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const photo = (n: number): ViewerPhoto => ({
  title: `Foto Nummer ${n}`,
  large: (
    <figure>
      <span>groß {n}</span>
      <a href={`/lizenz-${n}`}>Lizenz {n}</a>
    </figure>
  ),
});

const labels = (count: number) => ({
  open: 'Foto vergrößern',
  close: 'Schließen',
  previous: 'Vorheriges Foto',
  next: 'Nächstes Foto',
  positions: Array.from({ length: count }, (_, index) => `Foto ${index + 1} von ${count}`),
});

function openViewer(count: number, at = 1) {
  const photos = Array.from({ length: count }, (_, index) => photo(index + 1));
  // Each link in a part of the page of its own (as a place's main photo stands above its text and
  // the further photos below it), not in one list.
  render(
    <PhotoViewer photos={photos} labels={labels(count)}>
      {photos.map((_, index) => (
        <section key={index}>
          <p>Text {index + 1}</p>
          <PhotoLink index={index} href={`/foto-${index + 1}.jpg`}>
            klein {index + 1}
          </PhotoLink>
        </section>
      ))}
    </PhotoViewer>,
  );
  fireEvent.click(screen.getByRole('link', { name: `Foto vergrößern: klein ${at}` }));
  return screen.getByRole('dialog', { hidden: true });
}

/** "Foto 2 von 3" and the photo shown's name, as the live region says them. */
const position = (dialog: HTMLElement) => dialog.querySelector('[aria-live]')?.textContent;
const press = (dialog: HTMLElement, key: string, modifiers = {}) =>
  fireEvent.keyDown(document.activeElement ?? dialog, { key, ...modifiers });

test('the buttons step forwards and backwards, round at both ends', () => {
  const dialog = openViewer(3);
  expect(position(dialog)).toBe('Foto 1 von 3: Foto Nummer 1');
  fireEvent.click(screen.getByRole('button', { name: 'Vorheriges Foto', hidden: true }));
  expect(position(dialog)).toBe('Foto 3 von 3: Foto Nummer 3');
  expect(dialog).toHaveAccessibleName('Foto Nummer 3');
  fireEvent.click(screen.getByRole('button', { name: 'Nächstes Foto', hidden: true }));
  fireEvent.click(screen.getByRole('button', { name: 'Nächstes Foto', hidden: true }));
  expect(position(dialog)).toBe('Foto 2 von 3: Foto Nummer 2');
});

test('← and → step the same way; with a modifier key they are the browser’s', () => {
  const dialog = openViewer(3, 2);
  press(dialog, 'ArrowLeft');
  expect(position(dialog)).toBe('Foto 1 von 3: Foto Nummer 1');
  press(dialog, 'ArrowLeft');
  expect(position(dialog)).toBe('Foto 3 von 3: Foto Nummer 3');
  press(dialog, 'ArrowRight');
  expect(position(dialog)).toBe('Foto 1 von 3: Foto Nummer 1');
  for (const modifier of ['altKey', 'ctrlKey', 'metaKey', 'shiftKey']) {
    press(dialog, 'ArrowLeft', { [modifier]: true });
    expect(position(dialog)).toBe('Foto 1 von 3: Foto Nummer 1');
  }
});

test('a step from the licence’s link moves the focus to the button, not with the photo', () => {
  const dialog = openViewer(3);
  const licence = screen.getByRole('link', { name: 'Lizenz 1', hidden: true });
  licence.focus();
  press(dialog, 'ArrowRight');
  expect(position(dialog)).toBe('Foto 2 von 3: Foto Nummer 2');
  expect(screen.getByRole('button', { name: 'Nächstes Foto', hidden: true })).toHaveFocus();
});

test('only the photo shown and its neighbours are in the dialog', () => {
  const dialog = openViewer(5);
  const large = () => [...dialog.querySelectorAll('figure span')].map((node) => node.textContent);
  expect(large()).toEqual(['groß 1', 'groß 2', 'groß 5']);
  press(dialog, 'ArrowRight');
  expect(large()).toEqual(['groß 1', 'groß 2', 'groß 3']);
});

test('a single photo has no steps and no position', () => {
  const dialog = openViewer(1);
  expect(screen.queryByRole('button', { name: 'Nächstes Foto', hidden: true })).toBeNull();
  expect(position(dialog)).toBeUndefined();
  press(dialog, 'ArrowRight');
  expect(dialog).toHaveAccessibleName('Foto Nummer 1');
});

test('closing returns the focus to the link of the photo shown last', () => {
  const dialog = openViewer(3);
  press(dialog, 'ArrowRight');
  fireEvent.click(screen.getByRole('button', { name: 'Schließen', hidden: true }));
  expect(dialog).not.toHaveAttribute('open');
  expect(screen.getByRole('link', { name: 'Foto vergrößern: klein 2' })).toHaveFocus();
});

test('the same photo twice: each link opens its own place in the list and gets the focus back', () => {
  const twice = [photo(1), photo(2), photo(1)];
  render(
    <PhotoViewer photos={twice} labels={labels(3)}>
      {[1, 2, 1].map((n, index) => (
        <PhotoLink key={index} index={index} href={`/foto-${n}.jpg`}>
          klein {index + 1}
        </PhotoLink>
      ))}
    </PhotoViewer>,
  );
  const third = screen.getByRole('link', { name: 'Foto vergrößern: klein 3' });
  fireEvent.click(third);
  const dialog = screen.getByRole('dialog', { hidden: true });
  expect(position(dialog)).toBe('Foto 3 von 3: Foto Nummer 1');
  fireEvent.click(screen.getByRole('button', { name: 'Schließen', hidden: true }));
  expect(third).toHaveFocus();
});
