import type { Language } from '@payloadcms/translations';

/**
 * Payload's German words where an owner (used to WordPress) says it otherwise: her content, not
 * "collections"; a new photo, not "Erstelle Foto"; a file dragged here, not "verschoben".
 */
export const ownerWords = {
  general: {
    collections: 'Inhalte',
    globals: 'Seiten und Texte',
    creatingNewLabel: 'Neu: {{label}}',
    newLabel: 'Neu: {{label}}',
    untitled: 'Ohne Titel',
  },
  upload: {
    // After "oder", beside "Datei auswählen".
    dragAndDrop: 'Datei hierher ziehen',
  },
} satisfies Partial<Record<keyof Language['translations'], Record<string, string>>>;

/**
 * Names for Payload's controls that have none (lib/workarounds/payload-accessible-names.ts), read
 * by screen readers: `accessibleNames:<key>` in the backend's translations.
 */
export const accessibleNames = {
  selectRow: '{{title}} auswählen',
  selectUntitledRow: 'Zeile auswählen',
  previousPage: 'Vorherige Seite',
  nextPage: 'Nächste Seite',
  clipboard: 'Feld kopieren oder einfügen',
  rowActions: 'Aktionen für diesen Eintrag',
  move: 'Verschieben (ziehen, oder Leertaste und Pfeiltasten)',
};
