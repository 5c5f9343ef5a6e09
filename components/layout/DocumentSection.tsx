import { hyphenateLongWords } from '@/lib/typography/hyphenate';
import styles from './Document.module.css';

type Props = { id: string; heading: string; children: React.ReactNode };

/** A numbered section of a `Document`; `id` is its address in the contents (`#id`). */
export default function DocumentSection({ id, heading, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {hyphenateLongWords(heading)}
      </h2>
      {children}
    </section>
  );
}
