import { getTranslations } from 'next-intl/server';
import type { Payload } from 'payload';
import { locale } from '@/i18n/request';
import { siteIcon, siteName } from '../site-name';

type Props = { payload: Payload };

/** The login page's logo: the site's icon and name, the page's heading. */
export async function SiteLogo({ payload }: Props) {
  const t = await getTranslations({ locale, namespace: 'Admin.brand' });
  const name = await siteName(payload);
  return (
    <h1 className="site-brand">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG: nothing to optimise */}
      <img src={siteIcon} alt="" width={48} height={48} />
      <span>
        {name}
        <span className="site-brand__role">{t('backend')}</span>
      </span>
    </h1>
  );
}

/** The icon at the start of the top bar (a link to the overview): the site's, named after it. */
export async function SiteIcon({ payload }: Props) {
  const name = await siteName(payload);
  // eslint-disable-next-line @next/next/no-img-element -- a small SVG: nothing to optimise
  return <img src={siteIcon} alt={name} width={24} height={24} />;
}

/** Above the navigation's links: the site's name and a link to the site, in a new tab. */
export async function SiteNavHeader({ payload }: Props) {
  const t = await getTranslations({ locale, namespace: 'Admin.brand' });
  const name = await siteName(payload);
  return (
    <div className="site-brand__nav">
      <p className="site-brand__name">{name}</p>
      <ViewSite label={t('viewSite')} newTab={t('newTab')} />
    </div>
  );
}

/** "Website ansehen": the site's start page, in a new tab (which its name says). */
export function ViewSite({ label, newTab }: { label: string; newTab: string }) {
  return (
    <a href="/" target="_blank" rel="noopener">
      {label}
      <span className="visually-hidden"> ({newTab})</span>
    </a>
  );
}
