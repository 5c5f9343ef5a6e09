import { getFormatter, getTranslations } from 'next-intl/server';
import { locale } from '@/i18n/request';
import type { Message } from '../payload-types';
import { MarkDone } from './MarkDone';

/**
 * A message as a letter: who sent it and when, its subject and its text (as text, never as
 * markup), with "Antworten" (the owner's mail program, the subject prefilled) and "Als erledigt
 * markieren".
 */
export async function MessageLetter({ data }: { data?: Partial<Message> }) {
  if (!data?.email) return null;
  const t = await getTranslations({ locale, namespace: 'Admin.letter' });
  const format = await getFormatter({ locale });
  const { name, email, subject, message, createdAt } = data;
  const reply = `mailto:${email}?subject=${encodeURIComponent(t('replySubject', { subject: subject || t('noSubject') }))}`;
  return (
    <article className="message-letter" aria-label={t('label')}>
      <dl className="message-letter__head">
        <dt>{t('from')}</dt>
        <dd>
          {name} &lt;{email}&gt;
        </dd>
        {createdAt && (
          <>
            <dt>{t('received')}</dt>
            <dd>
              {format.dateTime(new Date(createdAt), { dateStyle: 'long', timeStyle: 'short' })}
            </dd>
          </>
        )}
        <dt>{t('subject')}</dt>
        <dd>{subject || t('noSubject')}</dd>
      </dl>
      <div className="message-letter__text">{message}</div>
      <p className="message-letter__actions">
        <a className="btn btn--style-primary btn--size-medium" href={reply}>
          {t('reply')}
        </a>
        <MarkDone label={t('markDone')} />
      </p>
    </article>
  );
}
