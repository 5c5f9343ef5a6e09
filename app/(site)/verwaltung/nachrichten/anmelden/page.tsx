import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { login } from '@/components/admin/actions';
import forms from '@/components/forms/forms.module.css';
import styles from '@/components/admin/Admin.module.css';
import { isLoggedIn, requireArea } from '@/lib/admin/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Admin');
  return { title: `${t('login.title')} – ${t('title')}` };
}

type Props = { searchParams: Promise<{ fehler?: string; minuten?: string }> };

export default async function LoginPage({ searchParams }: Props) {
  const password = await requireArea();
  if (await isLoggedIn(password)) redirect('/verwaltung/nachrichten');
  const t = await getTranslations('Admin');
  const { fehler, minuten } = await searchParams;
  const error =
    fehler === 'passwort'
      ? t('login.wrong')
      : fehler === 'gesperrt'
        ? t('login.throttled', { minutes: Math.max(1, Number(minuten) || 1) })
        : fehler === 'datenbank'
          ? t('login.unavailable')
          : undefined;

  return (
    <>
      <h1>{t('title')}</h1>
      <form action={login} className={styles.login} aria-labelledby="anmelden-titel">
        <h2 id="anmelden-titel">{t('login.title')}</h2>
        {error && (
          <p id="anmelden-fehler" className={forms.error} role="alert">
            {error}
          </p>
        )}
        <label htmlFor="passwort">{t('login.password')}</label>
        <input
          id="passwort"
          name="passwort"
          type="password"
          className={forms.input}
          autoComplete="current-password"
          required
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'anmelden-fehler' : undefined}
        />
        <button type="submit" className="button">
          {t('login.submit')}
        </button>
      </form>
    </>
  );
}
