import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // One tsconfig for every transformed file: the repository's root tsconfig (a project-references list of the
  // back end) is not meant for the front end.
  tsconfig: './tsconfig.json',
  test: {
    // The built-in 'jsdom' environment cannot see this workspace's jsdom (see the file).
    environment: './src/test/jsdom-environment.ts',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Whole-app tests type into MUI forms, which is slow in jsdom on a busy machine.
    testTimeout: 30_000,
  },
});
