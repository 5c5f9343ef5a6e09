/**
 * @jest-environment node
 */
import { readBackendConfig, type BackendConfig } from '@/test/backend-config';
import { dateTimeFormat } from './dates';

// The sample date of test/backend-config.ts, 7 December 2026, 08:06 in Berlin, the German way.
const german = '07.12.2026, 08:06';

let config: BackendConfig;
beforeAll(async () => {
  config = await readBackendConfig();
}, 120_000);

test('the backend’s lists, versions and "Zuletzt geändert" write a date the German way', () => {
  expect(config.dateFormat).toBe(dateTimeFormat);
  expect(config.sampleDate).toBe(german);
});

test('every date field reads the German way in the list’s column, and in the edit view where it is shown', () => {
  const shown = config.dateFields.map(({ path, hidden, inList, inEditView, inTimeList }) => ({
    path,
    inList,
    // A hidden field has no edit view; its column, if chosen, is the list's.
    ...(hidden ? {} : { inEditView, inTimeList }),
  }));
  const expected = config.dateFields.map(({ path, hidden, inTimeList }) => ({
    path,
    inList: german,
    ...(hidden ? {} : { inEditView: german, inTimeList: inTimeList && '08:06' }),
  }));
  expect(shown).toEqual(expected);
});

test('the fields checked include the inbox’s "Erledigt am", shown, and Payload’s "Erstellt am"', () => {
  const hidden = Object.fromEntries(config.dateFields.map((field) => [field.path, field.hidden]));
  expect(hidden).toMatchObject({ 'messages.doneAt': false, 'messages.createdAt': true });
});
