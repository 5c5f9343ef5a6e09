/**
 * How the backend writes a date and time: the German way, "07.12.2026, 08:06" (a date-fns pattern;
 * the overview's dates read the same). Payload 3.90.1 writes them in two places, each with its own
 * setting: a list's column with the field's `admin.date.displayFormat`, else the configuration's
 * `admin.dateFormat` (also the versions and "Zuletzt geändert"); a date field in the edit view with
 * its `admin.date.displayFormat` only, else an American pattern of its own ("MMM d, yyy h:mm a":
 * "Dez. 7, 2026 8:06 vorm."), whatever `admin.dateFormat` says. So every date field shown takes
 * `dateTimeField` (lib/cms/dates.test.ts fails on one that does not).
 */
export const dateTimeFormat = 'dd.MM.yyyy, HH:mm';

/** A date field's `admin.date` with the time: written as above, its picker's times 24-hour. */
export const dateTimeField = {
  pickerAppearance: 'dayAndTime',
  displayFormat: dateTimeFormat,
  timeFormat: 'HH:mm',
} as const;
