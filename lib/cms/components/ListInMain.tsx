'use client';
import { DefaultListView, useListDrawerContext } from '@payloadcms/ui';
import type { ListViewClientProps } from 'payload';

/**
 * Payload's list of a collection as the page's main content (Payload renders it without a
 * landmark, so its header counted as a second banner); in a drawer, as it is.
 */
export function ListInMain(props: ListViewClientProps) {
  const { isInDrawer } = useListDrawerContext();
  const list = <DefaultListView {...props} />;
  return isInDrawer ? list : <main>{list}</main>;
}
