import { getTranslations } from 'next-intl/server';
import { locale } from '@/i18n/request';

/** Above the list of messages: the CSV export of all of them (lib/cms/messages-export.ts). */
export async function ExportLink() {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <p>
      <a className="btn btn--style-secondary btn--size-small" href="/api/messages/export" download>
        {t('exportCsv')}
      </a>
    </p>
  );
}
