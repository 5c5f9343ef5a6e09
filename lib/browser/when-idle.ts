/** The longest a task waits for the browser to become idle. */
const timeout = 2000;

/**
 * Runs `task` once the browser has nothing more urgent to do (after the page has loaded and
 * hydrated), at the latest after 2 s, as a task of its own; returns a function that cancels it.
 * Browsers without `requestIdleCallback` (Safari) run it as the next task of its own, after the
 * task that called this: not idle, but out of the task that hydrates the page.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}
