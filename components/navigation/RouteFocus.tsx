'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * After a client-side navigation, puts the focus on the new page's main heading when the element
 * that had it is gone or hidden (the link that was followed, the button that was replaced, a link
 * of the phone's menu, which closes), so keyboard and screen-reader users continue from the top of
 * the new content instead of from `<body>`. Next.js
 * leaves focus untouched. Where a component placed the focus itself (the gallery overlay, the
 * filter chip that stays), it stays there.
 */
export default function RouteFocus() {
  const pathname = usePathname();
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected && active.checkVisibility())
      return;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
