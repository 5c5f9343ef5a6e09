/** Runs once when a Next.js server starts (Next.js's instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // A production start without the origin the pages were built for warns, or refuses.
    (await import('@/lib/seo/production-origin')).checkProductionOrigin();
    // What a request meets before Next.js routes it (lib/http/index.ts).
    const { installRequestHooks } = await import('@/lib/http');
    await installRequestHooks();
    // On Vercel, each page a function renders gets the policy of its own inline scripts.
    await (await import('@/lib/http/vercel-page-policy.mjs')).stampPagesRenderedOnVercel();
    const { startBackend } = await import('@/lib/cms/init');
    await startBackend();
  }
}
