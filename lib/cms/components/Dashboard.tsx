import { getFormatter, getTranslations } from 'next-intl/server';
import type { Payload } from 'payload';
import { locale } from '@/i18n/request';
import { siteName } from '../site-name';
import { ViewSite } from './SiteBrand';

const admin = '/verwaltung';
const inbox = `${admin}/collections/messages`;
const places = `${admin}/collections/places`;

type Change = { label: string; kind: string; href: string; updatedAt: string };

/**
 * The last changes of the owner's content, newest first: places (their newest version, draft or
 * not), photos, categories and the site's texts.
 */
async function lastChanges(payload: Payload, kinds: Record<string, string>, count = 5) {
  const newest = { sort: '-updatedAt', limit: count, depth: 0, pagination: false } as const;
  const [placeDocs, photos, categories, globals] = await Promise.all([
    payload.find({ collection: 'places', ...newest, draft: true }),
    payload.find({ collection: 'media', ...newest }),
    payload.find({ collection: 'categories', ...newest }),
    Promise.all(
      payload.config.globals.map(async ({ slug, label }) => ({
        slug,
        label: typeof label === 'string' ? label : slug,
        updatedAt: (await payload.findGlobal({ slug: slug as 'site', depth: 0 })).updatedAt,
      })),
    ),
  ]);
  const changes: Change[] = [
    ...placeDocs.docs.map(({ id, title, updatedAt }) => ({
      label: title,
      kind: kinds.place!,
      href: `${places}/${id}`,
      updatedAt,
    })),
    ...photos.docs.map(({ id, alt, updatedAt }) => ({
      label: alt,
      kind: kinds.photo!,
      href: `${admin}/collections/media/${id}`,
      updatedAt,
    })),
    ...categories.docs.map(({ id, label, updatedAt }) => ({
      label,
      kind: kinds.category!,
      href: `${admin}/collections/categories/${id}`,
      updatedAt,
    })),
    ...globals
      .filter((global): global is typeof global & { updatedAt: string } => !!global.updatedAt)
      .map(({ slug, label, updatedAt }) => ({
        label,
        kind: kinds.page!,
        href: `${admin}/globals/${slug}`,
        updatedAt,
      })),
  ];
  return changes.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, count);
}

/**
 * The backend's overview (instead of Payload's cards): open messages, the places and their drafts,
 * the last changes, the site and the most common actions. Rendered on the server from Payload's
 * local API: nothing leaves the site.
 */
export async function Dashboard({ payload }: { payload: Payload }) {
  const t = await getTranslations({ locale, namespace: 'Admin.dashboard' });
  const brand = await getTranslations({ locale, namespace: 'Admin.brand' });
  const format = await getFormatter({ locale });
  const when = (date: string) =>
    format.dateTime(new Date(date), { dateStyle: 'medium', timeStyle: 'short' });
  const open = { status: { equals: 'open' } } as const;
  const [name, openMessages, newest, placeCount, draftCount, changes] = await Promise.all([
    siteName(payload),
    payload.count({ collection: 'messages', where: open }),
    payload.find({
      collection: 'messages',
      where: open,
      sort: '-createdAt',
      limit: 3,
      depth: 0,
      pagination: false,
    }),
    payload.count({ collection: 'places' }),
    payload.count({ collection: 'places', where: { _status: { equals: 'draft' } } }),
    lastChanges(payload, {
      place: t('kinds.place'),
      photo: t('kinds.photo'),
      category: t('kinds.category'),
      page: t('kinds.page'),
    }),
  ]);
  return (
    <main className="gutter gutter--left gutter--right owner-dashboard">
      <h1>{t('heading', { name })}</h1>
      <ul className="owner-dashboard__actions" aria-label={t('actions')}>
        <li>
          <a className="btn btn--style-primary btn--size-medium" href={`${places}/create`}>
            {t('newPlace')}
          </a>
        </li>
        <li>
          <a
            className="btn btn--style-secondary btn--size-medium"
            href={`${admin}/collections/media/create`}
          >
            {t('newPhoto')}
          </a>
        </li>
        <li>
          <ViewSite label={brand('viewSite')} newTab={brand('newTab')} />
        </li>
      </ul>
      <div className="owner-dashboard__cards">
        <section className="owner-dashboard__card" aria-labelledby="dashboard-messages">
          <h2 id="dashboard-messages">{t('messages')}</h2>
          <p>{t('openMessages', { count: openMessages.totalDocs })}</p>
          {newest.docs.length > 0 && (
            <ul>
              {newest.docs.map(({ id, title, name: sender, createdAt }) => (
                <li key={id}>
                  <a href={`${inbox}/${id}`}>{title}</a>
                  <br />
                  {t('received', { sender, date: when(createdAt) })}
                </li>
              ))}
            </ul>
          )}
          <p>
            <a href={`${inbox}?where[status][equals]=open`}>{t('allMessages')}</a>
          </p>
        </section>
        <section className="owner-dashboard__card" aria-labelledby="dashboard-places">
          <h2 id="dashboard-places">{t('places')}</h2>
          <p>{t('placeCount', { count: placeCount.totalDocs })}</p>
          <p>{t('draftCount', { count: draftCount.totalDocs })}</p>
          <p>
            <a href={places}>{t('allPlaces')}</a>
          </p>
        </section>
        <section className="owner-dashboard__card" aria-labelledby="dashboard-changes">
          <h2 id="dashboard-changes">{t('lastChanges')}</h2>
          <ul>
            {changes.map(({ label, kind, href, updatedAt }) => (
              <li key={href}>
                <a href={href}>{label}</a> ({kind})
                <br />
                {t('changed', { date: when(updatedAt) })}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </main>
  );
}
