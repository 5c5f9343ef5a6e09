'use client';
import { useRowLabel } from '@payloadcms/ui';

/** The heading of the section as the owner types it; `untitled` while it has none. */
export function SectionHeading({ untitled }: { untitled: string }) {
  const { data } = useRowLabel<{ heading?: string }>();
  return <>{data?.heading?.trim() || untitled}</>;
}
