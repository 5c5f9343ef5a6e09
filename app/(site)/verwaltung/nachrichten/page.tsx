import type { Metadata } from 'next';
import Link from '@/components/navigation/IntentLink';
import { after } from 'next/server';
import { getFormatter, getTranslations } from 'next-intl/server';
import LogoutButton from '@/components/admin/LogoutButton';
import Announcement from '@/components/layout/Announcement';
import forms from '@/components/forms/forms.module.css';
import styles from '@/components/admin/Admin.module.css';
import { backgroundWork, contactRepository } from '@/lib/contact/store';
import { requireLogin } from '@/lib/admin/guard';

const pageSize = 20;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Admin');
  return { title: t('title') };
}

type Props = { searchParams: Promise<{ seite?: string; geloescht?: string }> };

async function load(page: number) {
  try {
    const repository = await contactRepository();
    const [total, submissions] = await Promise.all([
      repository.count(),
      repository.list({ limit: pageSize, offset: (page - 1) * pageSize }),
    ]);
    return { total, submissions };
  } catch (error) {
    console.error('Verwaltung: Datenbank nicht erreichbar', error);
    return undefined;
  }
}

/** The owner's inbox: every submission, newest first, 20 per page. */
export default async function AdminPage({ searchParams }: Props) {
  await requireLogin();
  const t = await getTranslations('Admin');
  const format = await getFormatter();
  const { seite, geloescht } = await searchParams;
  const page = Math.max(1, Math.floor(Number(seite)) || 1);
  const data = await load(page);
  // Due e-mail notifications are retried whenever the owner looks at the inbox.
  after(() => backgroundWork().catch((error) => console.error('Verwaltung:', error)));

  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / pageSize));
  const pageLink = (n: number) =>
    n === 1 ? '/verwaltung/nachrichten' : `/verwaltung/nachrichten?seite=${n}`;

  return (
    <>
      <div className={styles.heading}>
        <h1>{t('title')}</h1>
        <LogoutButton />
      </div>
      {geloescht && (
        <p className={`${forms.box} ${forms.success}`}>
          {t('deleted')}
          <Announcement text={t('deleted')} />
        </p>
      )}
      {!data ? (
        <p className={forms.error} role="alert">
          {t('unavailable')}
        </p>
      ) : data.total === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <p>
            {t('count', { count: data.total })} ·{' '}
            <a href="/verwaltung/nachrichten/export" download>
              {t('exportCsv')}
            </a>
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.date')}</th>
                  <th scope="col">{t('columns.name')}</th>
                  <th scope="col">{t('columns.subject')}</th>
                  <th scope="col">{t('columns.status')}</th>
                </tr>
              </thead>
              <tbody>
                {data.submissions.map((submission) => {
                  const received = format.dateTime(submission.createdAt, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  });
                  return (
                    <tr key={submission.id}>
                      <td>{received}</td>
                      <td>{submission.name}</td>
                      <td>
                        <Link href={`/verwaltung/nachrichten/${submission.id}`}>
                          {submission.subject || t('noSubject')}
                          {/* Every link names its message, also where subjects repeat or are missing. */}
                          <span className="visually-hidden">
                            {t('linkContext', { name: submission.name, received })}
                          </span>
                        </Link>
                      </td>
                      <td>{submission.doneAt === null ? t('status.open') : t('status.done')}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav aria-label={t('pagination')} className={styles.pagination}>
              {page > 1 && <Link href={pageLink(page - 1)}>{t('previous')}</Link>}
              <span>{t('page', { page, pages })}</span>
              {page < pages && <Link href={pageLink(page + 1)}>{t('next')}</Link>}
            </nav>
          )}
        </>
      )}
    </>
  );
}
