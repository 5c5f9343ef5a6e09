import type { NextRequest } from 'next/server';
import { contactRepository } from '@/lib/kontakt/store';
import { submissionsCsv } from '@/lib/verwaltung/csv';
import { adminPassword, isValidSession, sessionCookie } from '@/lib/verwaltung/session';

/** Every submission as CSV, for the logged-in owner only. */
export async function GET(request: NextRequest) {
  const password = adminPassword();
  if (!password) return new Response(null, { status: 404 });
  if (!isValidSession(request.cookies.get(sessionCookie)?.value, Date.now(), password)) {
    return new Response(null, { status: 303, headers: { location: '/verwaltung/anmelden' } });
  }
  const csv = submissionsCsv(await (await contactRepository()).all());
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
