import 'server-only';
import { after } from 'next/server';
import type {
  CollectionAfterOperationHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
} from 'payload';
import messages from '@/messages/de.json';
import { nobody, owner } from '../access';
import { dateTimeField } from '../dates';
import { exportMessages } from '../messages-export';

/** "Erledigt am" follows the status: set when the owner marks a message done, cleared on reopening. */
const stampDone: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.status === 'done' && originalDoc?.status !== 'done')
    data.doneAt = new Date().toISOString();
  if (data.status === 'open') data.doneAt = null;
  return data;
};

/**
 * When the owner opens the inbox, notifications that failed and are due are tried again, after the
 * page is sent (as after every new message): also when no new message comes to trigger it.
 */
const retryNotifications: CollectionAfterOperationHook = ({ operation, result }) => {
  if (operation !== 'find') return result;
  // Loaded only then: the mail code is no part of the backend's configuration. The backend has
  // started (it answers this request), so the repository opens without the Payload config, which
  // imports this collection (reaching for it would close an import cycle).
  const retry = async () => {
    const { openContactRepository, retryDueNotifications } = await import('@/lib/contact/database');
    await retryDueNotifications(openContactRepository).catch((error) =>
      console.error('Contact form:', error),
    );
  };
  try {
    after(retry);
  } catch {
    // Outside a request (a script): now.
    void retry();
  }
  return result;
};

/** The start of a message's text, for telling apart messages with the same title in the list. */
function excerpt(text: unknown, length = 60) {
  const flat = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > length ? `${flat.slice(0, length - 1).trimEnd()}…` : flat;
}

/** What the visitor sent and the form's bookkeeping: shown, never changed (also not through the API). */
const fixed = { access: { update: () => false } };
/**
 * Shown in the letter above (lib/cms/components/MessageLetter.tsx), not as greyed-out fields: hidden
 * by app/(payload)/backend.css. (A `condition` would hide them too, but would make their columns
 * nullable in the next migration; `hidden` would take them off the list.)
 */
const inLetter = { readOnly: true, className: 'message-field--in-letter' } as const;
const sidebar = { readOnly: true, position: 'sidebar' } as const;

// The labels are the inbox's texts in messages/de.json, which its CSV export uses too.
const { csvHeader } = messages.Admin;
/** A select field's options from the texts of its values. */
const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * The contact form's messages. The form stores them (lib/contact/repository.ts, not through this
 * collection: it needs the idempotency check and the duplicate window in one locked transaction);
 * the owner reads, marks done, deletes and exports them here. Nobody creates one in the backend.
 */
export const Messages: CollectionConfig = {
  slug: 'messages',
  labels: { singular: 'Nachricht', plural: 'Nachrichten' },
  defaultSort: '-createdAt',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'excerpt', 'name', 'status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'subject', 'message'],
    description:
      'Die Nachrichten aus dem Kontaktformular, die neuesten zuerst. Eine gelöschte Nachricht ist endgültig gelöscht (zum Beispiel auf Wunsch nach Art. 17 DSGVO).',
    components: { beforeListTable: ['/components/ExportLink#ExportLink'] },
  },
  access: { read: owner, create: nobody, update: owner, delete: owner },
  hooks: { beforeChange: [stampDone], afterOperation: [retryNotifications] },
  endpoints: [{ path: '/export', method: 'get', handler: exportMessages }],
  fields: [
    {
      name: 'letter',
      type: 'ui',
      admin: { components: { Field: '/components/MessageLetter#MessageLetter' } },
    },
    // The form's own id (a UUID), also for messages carried over from before the backend.
    { name: 'id', type: 'text', required: true, admin: { hidden: true } },
    // The subject, or who wrote it when there is none: the message's name in lists and headings.
    {
      name: 'title',
      ...fixed,
      label: 'Titel',
      type: 'text',
      required: true,
      admin: { hidden: true },
    },
    { name: 'subject', ...fixed, label: csvHeader.subject, type: 'text', admin: inLetter },
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          ...fixed,
          label: csvHeader.name,
          type: 'text',
          required: true,
          admin: inLetter,
        },
        {
          name: 'email',
          ...fixed,
          label: csvHeader.email,
          type: 'email',
          required: true,
          admin: inLetter,
        },
      ],
    },
    {
      name: 'message',
      ...fixed,
      label: csvHeader.message,
      type: 'textarea',
      required: true,
      admin: inLetter,
    },
    // In the list only (the detail shows the whole text): not stored, read from the text.
    {
      name: 'excerpt',
      label: 'Anfang der Nachricht',
      type: 'text',
      virtual: true,
      admin: { condition: () => false, disableListFilter: true },
      hooks: { afterRead: [({ siblingData }) => excerpt(siblingData.message)] },
    },
    {
      name: 'status',
      label: csvHeader.status,
      type: 'select',
      required: true,
      defaultValue: 'open',
      options: options(messages.Admin.status),
      admin: { position: 'sidebar' },
    },
    {
      name: 'doneAt',
      ...fixed,
      label: csvHeader.doneAt,
      type: 'date',
      admin: { ...sidebar, date: dateTimeField },
    },
    {
      name: 'mailStatus',
      ...fixed,
      label: csvHeader.mail,
      type: 'select',
      required: true,
      defaultValue: 'none',
      options: options(messages.Admin.mail),
      admin: sidebar,
    },
    {
      name: 'mailAttempts',
      ...fixed,
      label: 'Zustellversuche',
      type: 'number',
      required: true,
      defaultValue: 0,
      admin: sidebar,
    },
    {
      name: 'mailError',
      ...fixed,
      label: 'Letzter Fehler beim Senden',
      type: 'text',
      admin: sidebar,
    },
    // The form's bookkeeping: when to try the e-mail again, and the key that makes a resent form
    // one message.
    { name: 'mailNextAt', ...fixed, type: 'date', index: true, admin: { hidden: true } },
    {
      name: 'idempotencyKey',
      ...fixed,
      type: 'text',
      required: true,
      unique: true,
      admin: { hidden: true },
    },
  ],
};
