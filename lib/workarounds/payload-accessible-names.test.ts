import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repairAccessibleNames, type AccessibleNameWords } from './payload-accessible-names';

const payloadPackage = (name: string) => join(process.cwd(), 'node_modules', name);
const version = (name: string) =>
  JSON.parse(readFileSync(join(payloadPackage(name), 'package.json'), 'utf8')).version;
const clientBundle = () =>
  readFileSync(payloadPackage('@payloadcms/ui/dist/exports/client/index.js'), 'utf8');

// The canary: the repairs were written against this version's markup. Another version: check
// whether e2e/inbox.spec.ts's axe test passes without lib/cms/components/AccessibleNames.tsx (take
// it out of lib/cms/config.ts's providers, rebuild), drop what Payload fixed, update the version.
test('the repairs are for @payloadcms/ui 3.90.1 (re-check them on an upgrade)', () => {
  expect(version('@payloadcms/ui')).toBe('3.90.1');
});

test('Payload’s client code still renders the unnamed controls the repairs are for', () => {
  const code = clientBundle();
  // CheckboxInput drops its aria-label (#17376).
  expect(code).toMatch(/"aria-label":"","aria-labelledby":\w+/);
  // The pagination arrow's button holds only the chevron (#17377).
  expect(code).toMatch(/"clickable-arrow"/);
  // The clear indicator is a focusable role="button" that takes react-select's aria-hidden (#18139).
  expect(code).toMatch(/"clear-indicator"/);
  expect(code).toMatch(/role:"button",tabIndex:0/);
});

const words: AccessibleNameWords = {
  selectAllRows: 'Alle Zeilen auswählen',
  selectRow: (title) => (title ? `${title} auswählen` : 'Zeile auswählen'),
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  moreOptions: 'Mehr Optionen',
  clipboard: 'Feld kopieren oder einfügen',
  rowActions: 'Aktionen für diesen Eintrag',
  move: 'Verschieben',
  edit: 'Bearbeiten',
  remove: 'Entfernen',
};

/** Payload 3.90.1's markup, as axe-core found it (shortened). */
const payloadMarkup = `
  <table><tbody>
    <tr><td class="cell-_select"><div class="select-all"><input aria-label="" aria-labelledby="select-all" id="select-all" title="select-all" type="checkbox" name="select-all"></div></td></tr>
    <tr class="row-1">
      <td class="cell-_dragHandle"><div role="button" tabindex="0" aria-roledescription="sortable"><div class="sort-row active" role="button" tabindex="0"><svg></svg></div></div></td>
      <td><div class="select-row"><input aria-label="" id="r1" type="checkbox"></div></td>
      <td class="cell-title"><a href="/verwaltung/collections/places/1">Zion</a></td>
    </tr>
  </tbody></table>
  <div class="paginator">
    <button class="clickable-arrow clickable-arrow--left" disabled type="button"><svg></svg></button>
    <button class="clickable-arrow clickable-arrow--right" type="button"><svg></svg></button>
  </div>
  <div class="doc-controls__popup"><button class="popup-button" type="button"><div class="doc-controls__dots"></div></button></div>
  <div class="clipboard-action__popup"><button class="popup-button" type="button"></button></div>
  <div class="collapsible__toggle-wrap">
    <div class="collapsible__drag" role="button" tabindex="0" aria-roledescription="sortable"><svg></svg></div>
    <button class="popup-button array-actions__button" type="button"></button>
  </div>
  <div class="upload-relationship-details__actions">
    <button type="button" class="btn upload-relationship-details__edit"><svg></svg></button>
    <button type="button" class="btn upload-relationship-details__remove"><svg></svg></button>
  </div>
  <div class="field-type select" id="field-status">
    <label class="field-label" for="field-status">Status<span class="required">*</span></label>
    <div class="react-select"><div class="rs__control">
      <input class="rs__input" id="react-select-1-input" role="combobox">
      <div class="rs__indicators">
        <div class="clear-indicator" aria-hidden="true" role="button" tabindex="0"><svg></svg></div>
        <button class="dropdown-indicator" aria-hidden="true" type="button"><svg></svg></button>
      </div>
    </div></div>
  </div>
  <div class="field-type date"><label class="field-label">Erledigt am</label>
    <div class="react-datepicker__input-container"><input disabled type="text" value=""></div>
  </div>`;

const $ = (selector: string) => document.querySelector(selector)!;
const label = (selector: string) => $(selector).getAttribute('aria-label');

test('each of Payload’s unnamed controls gets a German name; hidden indicators leave the tab order', () => {
  document.body.innerHTML = payloadMarkup;
  repairAccessibleNames(document.body, words);
  expect(label('#select-all')).toBe('Alle Zeilen auswählen');
  expect($('#select-all').hasAttribute('aria-labelledby')).toBe(false);
  expect(label('.select-row input')).toBe('Zion auswählen');
  expect(label('.clickable-arrow--left')).toBe('Vorherige Seite');
  expect(label('.clickable-arrow--right')).toBe('Nächste Seite');
  expect(label('.doc-controls__popup button')).toBe('Mehr Optionen');
  expect(label('.clipboard-action__popup button')).toBe('Feld kopieren oder einfügen');
  expect(label('.array-actions__button')).toBe('Aktionen für diesen Eintrag');
  expect(label('.upload-relationship-details__edit')).toBe('Bearbeiten');
  expect(label('.upload-relationship-details__remove')).toBe('Entfernen');
  expect(label('.rs__input')).toBe('Status');
  expect(label('.react-datepicker__input-container input')).toBe('Erledigt am');
  expect($('.clear-indicator').getAttribute('tabindex')).toBe('-1');
  expect($('.dropdown-indicator').getAttribute('tabindex')).toBe('-1');
  // The drag handles: named; the list's inner one no second button.
  expect(label('.cell-_dragHandle > [role="button"]')).toBe('Verschieben');
  expect(label('.collapsible__drag')).toBe('Verschieben');
  expect($('.sort-row').hasAttribute('role')).toBe(false);
  expect($('.sort-row').hasAttribute('tabindex')).toBe(false);
});

test('what has a name keeps it, and a second run changes nothing', () => {
  document.body.innerHTML = `
    <button class="popup-button" type="button">Veröffentlichen</button>
    <button class="clickable-arrow clickable-arrow--right" aria-label="Weiter" type="button"></button>`;
  repairAccessibleNames(document.body, words);
  const once = document.body.innerHTML;
  repairAccessibleNames(document.body, words);
  expect(document.body.innerHTML).toBe(once);
  expect(label('.popup-button')).toBeNull();
  expect(label('.clickable-arrow')).toBe('Weiter');
});
