import type { Metadata } from 'next';
import Link from '@/components/navigation/IntentLink';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { deleteSubmission } from '@/components/admin/actions';
import StatusToggle from '@/components/admin/StatusToggle';
import styles from '@/components/admin/Admin.module.css';
import { contactRepository } from '@/lib/contact/store';
import { isEmail } from '@/lib/contact/validation';
import { requireLogin } from '@/lib/admin/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Admin');
  return { title: t('title') };
}

type Props = { params: Promise<{ id: string }> };

/** One submission: everything the visitor typed (escaped by React), mark done, delete. */
export default async function MessagePage({ params }: Props) {
  await requireLogin();
  const { id } = await params;
  const submission = await (await contactRepository()).get(id);
  if (!submission) notFound();
  const t = await getTranslations('Admin');
  const format = await getFormatter();
  const when = (ms: number) => format.dateTime(ms, { dateStyle: 'full', timeStyle: 'short' });
  const done = submission.doneAt !== null;

  return (
    <>
      <p>
        <Link href="/verwaltung/nachrichten">{t('back')}</Link>
      </p>
      <h1 className={styles.detailTitle}>{submission.subject || t('noSubject')}</h1>
      <dl className={styles.details}>
        <dt>{t('detail.received')}</dt>
        <dd>{when(submission.createdAt)}</dd>
        <dt>{t('columns.name')}</dt>
        <dd>{submission.name}</dd>
        <dt>{t('detail.email')}</dt>
        <dd>
          {/* Messages stored before the strict address check may hold `?cc=…`: no link for those. */}
          {isEmail(submission.email) ? (
            <a href={`mailto:${submission.email}`}>{submission.email}</a>
          ) : (
            submission.email
          )}
        </dd>
        <dt>{t('detail.status')}</dt>
        <dd>{done ? `${t('status.done')} (${when(submission.doneAt!)})` : t('status.open')}</dd>
        <dt>{t('detail.mail')}</dt>
        <dd>
          {t(`mail.${submission.mailStatus}`, {
            attempts: submission.mailAttempts,
            error: submission.mailError ?? '',
          })}
        </dd>
      </dl>
      <h2>{t('detail.message')}</h2>
      <div className={styles.message}>{submission.message}</div>
      <div className={styles.actions}>
        <StatusToggle
          id={submission.id}
          done={done}
          label={done ? t('markOpen') : t('markDone')}
          changed={t('statusChanged', { status: t(done ? 'status.done' : 'status.open') })}
        />
        <form action={deleteSubmission} aria-describedby="loeschen-hinweis">
          <input type="hidden" name="id" value={submission.id} />
          <button type="submit" className={`button button-secondary ${styles.danger}`}>
            {t('delete')}
          </button>
          <p id="loeschen-hinweis" className={styles.hint}>
            {t('deleteHint')}
          </p>
        </form>
      </div>
    </>
  );
}
