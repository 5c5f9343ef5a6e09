import { getTranslations } from 'next-intl/server';
import { hyphenateLongWords } from '@/lib/typography/hyphenate';
import styles from './Document.module.css';

type Props = {
  title: string;
  /** The sections' ids and headings: listed as the document's contents when given. */
  contents?: { id: string; heading: string }[];
  children: React.ReactNode;
};

/**
 * A text page set as a document (Impressum, Datenschutz and the other pages of running text): a
 * readable measure, numbered sections (`DocumentSection`), an optional table of contents.
 */
export default async function Document({ title, contents, children }: Props) {
  const t = await getTranslations('Document');
  return (
    <div className={styles.document}>
      <h1>{hyphenateLongWords(title)}</h1>
      {contents && (
        <nav aria-labelledby="contents-heading" className={styles.contents}>
          <h2 id="contents-heading" className={styles.contentsHeading}>
            {t('contents')}
          </h2>
          <ol>
            {contents.map(({ id, heading }) => (
              <li key={id}>
                <a href={`#${id}`}>{heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {children}
    </div>
  );
}
