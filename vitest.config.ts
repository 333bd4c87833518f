import { defineConfig } from 'vitest/config';
import vue from '@vitejs/plugin-vue';

export default defineConfig({
  test: {
    globalSetup: ['scripts/test-setup/tmpdir.ts'],
    projects: [
      {
        test: { name: 'core', environment: 'node', include: ['core/**/*.test.ts'] },
      },
      {
        test: {
          name: 'main',
          environment: 'node',
          include: ['main/**/*.test.ts', 'templates/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30000,
        },
      },
      {
        plugins: [vue()],
        test: { name: 'renderer', environment: 'happy-dom', include: ['renderer/**/*.test.ts'] },
      },
    ],
  },
});
