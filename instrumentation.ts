/** Runs once when a Next.js server starts (Next.js's instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { refuseUnsupportedRequests } = await import('@/lib/workarounds/unsupported-requests');
    refuseUnsupportedRequests();
    const { originFormTargets } = await import('@/lib/workarounds/absolute-form-targets');
    originFormTargets();
    const { refuseMalformedRouterState } = await import('@/lib/workarounds/router-state-header');
    refuseMalformedRouterState();
    const { treatWritesAsPageRequests } = await import('@/lib/http/write-requests');
    treatWritesAsPageRequests();
    const { answerWhileDatabaseUnavailable } = await import('@/lib/cms/database-unavailable');
    answerWhileDatabaseUnavailable();
    const { forgetFailedPayloadStarts } = await import('@/lib/workarounds/payload-failed-start');
    forgetFailedPayloadStarts();
    const { startBackend } = await import('@/lib/cms/init');
    await startBackend();
  }
}
