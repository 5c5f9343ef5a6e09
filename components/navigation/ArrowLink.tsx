import type { ComponentProps } from 'react';
import Link from './IntentLink';

/**
 * A quiet link with an arrow after its text ("Im Porträt: Grand Canyon →"). The arrow is an
 * element after the text, hidden from the link's name, not the link's ::after: a pseudo-element is
 * there as soon as the link is, and moves when the text arrives after it (a layout shift while the
 * page comes in).
 */
export default function ArrowLink({ children, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link {...props} className="button-quiet">
      {children}
      <span className="button-quiet-arrow" aria-hidden="true">
        →
      </span>
    </Link>
  );
}
