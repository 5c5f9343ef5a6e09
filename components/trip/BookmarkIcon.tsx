/**
 * The Merkliste's bookmark beside its count in the header. Every "Auf die Merkliste" draws the same
 * path by CSS (TripToggle.module.css), which costs no element on each tile.
 */
export default function BookmarkIcon({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
      <path d="M6 3.5h12v17l-6-4.5-6 4.5Z" />
    </svg>
  );
}
