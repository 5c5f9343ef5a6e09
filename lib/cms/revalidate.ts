import { revalidatePath } from 'next/cache';
import type { PayloadRequest, RequestContext } from 'payload';

/** Set in `context` by code that changes content outside a request (the seed), where Next has no cache to revalidate. */
export const skipRevalidation = { skipRevalidation: true } as const;

type ChangeArgs = {
  doc?: { _status?: string };
  previousDoc?: { _status?: string };
  context: RequestContext;
  req: PayloadRequest;
};

/** A draft saved over a draft changes no public page. */
const touchesPublicPages = ({ doc, previousDoc }: ChangeArgs) =>
  doc?._status !== 'draft' || previousDoc?._status === 'published';

/** The hooks of a collection the public pages show. */
export const revalidateOnChange = { afterChange: [revalidateSite], afterDelete: [revalidateSite] };

/**
 * After a change to the public content: every page of the site is rendered anew on its next
 * request and then served from Next's cache again. Every page shows the site's name and most show
 * places, so a change regenerates them all (about 50 pages, each once).
 */
export function revalidateSite(args: ChangeArgs) {
  if (args.context.skipRevalidation || !touchesPublicPages(args)) return args.doc;
  revalidatePath('/', 'layout');
  return args.doc;
}
