import styles from './Map.module.css';

type Props = {
  heading: string;
  children: React.ReactNode;
  /** Announce the content when it appears (errors that replace the map). */
  alert?: boolean;
};

/** A message that fills the map area (same size as the map): consent, not set up, errors. */
export default function MapNotice({ heading, children, alert = false }: Props) {
  return (
    <div className={styles.notice} role={alert ? 'alert' : undefined}>
      <h2 className={styles.noticeTitle}>{heading}</h2>
      {children}
    </div>
  );
}

/** The map area while the map script loads (MapArea's live region announces it). */
export function MapLoading({ text }: { text: string }) {
  return <div className={styles.loading}>{text}</div>;
}
