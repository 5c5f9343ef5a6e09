/** Runs once when a Next.js server starts (Next.js's instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseUnsupportedRequests } = await import('@/lib/workarounds/unsupported-requests');
    refuseUnsupportedRequests();
    const { originFormTargets } = await import('@/lib/workarounds/absolute-form-targets');
    originFormTargets();
    const { refuseMalformedRouterState } = await import('@/lib/workarounds/router-state-header');
    refuseMalformedRouterState();
    const { treatWritesAsPageRequests } = await import('@/lib/server/write-requests');
    treatWritesAsPageRequests();
    const { startBackend } = await import('@/lib/cms/init');
    await startBackend();
  }
}
