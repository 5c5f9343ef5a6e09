/** Runs once when a Next.js server starts (Next.js's instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // What a request meets before Next.js routes it (lib/http/index.ts).
    const { installRequestHooks } = await import('@/lib/http');
    await installRequestHooks();
    const { startBackend } = await import('@/lib/cms/init');
    await startBackend();
  }
}
