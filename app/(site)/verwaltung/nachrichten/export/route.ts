import type { NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { locale } from '@/i18n/request';
import { contactRepository } from '@/lib/contact/store';
import { submissionsCsv } from '@/lib/admin/csv';
import { isValidSession } from '@/lib/admin/guard';
import { adminPassword, sessionCookie } from '@/lib/admin/session';

/** Every submission as CSV, for the logged-in owner only. */
export async function GET(request: NextRequest) {
  const password = adminPassword();
  if (!password) return new Response(null, { status: 404 });
  if (!(await isValidSession(request.cookies.get(sessionCookie)?.value, password))) {
    return new Response(null, {
      status: 303,
      headers: { location: '/verwaltung/nachrichten/anmelden' },
    });
  }
  const t = await getTranslations({ locale, namespace: 'Admin' });
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
  const csv = submissionsCsv(await (await contactRepository()).all(), {
    header: columns.map((column) => t(`csvHeader.${column}`)),
    status: (s) => (s.doneAt === null ? t('status.open') : t('status.done')),
    mail: (s) => t(`mail.${s.mailStatus}`, { attempts: s.mailAttempts, error: s.mailError ?? '' }),
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
}
