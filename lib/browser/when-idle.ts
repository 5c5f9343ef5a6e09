/**
 * Runs `task` once the browser has nothing more urgent to do (after the page has loaded and
 * hydrated), at the latest after `timeout` ms, as a task of its own; returns a function that
 * cancels it. Browsers without `requestIdleCallback` (Safari) run it after a timer.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}
