import { test as base, expect } from '@playwright/test';

/**
 * `page` that records console errors and uncaught exceptions; a test fails if any occurred.
 * Tests that provoke an error on purpose list the texts they expect in `expectedConsoleErrors`.
 */
export const test = base.extend<{ expectedConsoleErrors: RegExp[] }>({
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, expectedConsoleErrors }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await provide(page);
    const unexpected = errors.filter((text) => !expectedConsoleErrors.some((re) => re.test(text)));
    expect(unexpected, 'console errors').toEqual([]);
  },
});

export { expect };
