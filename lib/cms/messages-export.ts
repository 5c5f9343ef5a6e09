import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { PayloadHandler } from 'payload';
import { locale } from '@/i18n/request';
import { messagesCsv } from './messages-csv';

const columns = [
  'received',
  'name',
  'email',
  'subject',
  'message',
  'status',
  'doneAt',
  'mail',
] as const;

/**
 * GET /api/messages/export: every message as CSV, newest first, for the logged-in owner only. Written
 * here rather than taken from Payload's export plugin: its cells are not guarded against spreadsheet
 * formulas (lib/cms/messages-csv.ts).
 */
export const exportMessages: PayloadHandler = async (req) => {
  if (!req.user)
    return Response.json({ errors: [{ message: 'Bitte melden Sie sich an.' }] }, { status: 401 });
  const { docs } = await req.payload.find({
    collection: 'messages',
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    req,
  });
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Admin' }),
    getFormatter({ locale }),
  ]);
  const csv = messagesCsv(docs, {
    header: columns.map((column) => t(`csvHeader.${column}`)),
    status: (m) => t(`status.${m.status}`),
    mail: (m) =>
      m.mailStatus === 'failed'
        ? t('mailFailed', { attempts: m.mailAttempts, error: m.mailError ?? '' })
        : t(`mail.${m.mailStatus}`),
    // "01.11.2026 13:00" in the site's time zone (i18n/request.ts), a time spreadsheets set to
    // German read as one; ISO in UTC would be an hour or two off and stay text.
    dateTime: (iso) => {
      const time = new Date(iso);
      return `${format.dateTime(time, { dateStyle: 'medium' })} ${format.dateTime(time, { timeStyle: 'short' })}`;
    },
  });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="kontakt-nachrichten-${date}.csv"`,
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
    },
  });
};
