import { defineConfig } from '@playwright/test';

// End-to-end tests drive Debian's Chromium against browser mode (no browser download).
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './scripts/test-setup/e2e-tmpdir.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The HTML report (playwright-report/, git-ignored) keeps the screenshots tests attach, e.g. of every view (screens.spec.ts).
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    headless: true,
    viewport: { width: 1280, height: 860 },
    launchOptions: {
      executablePath: process.env.MUSTER_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
