import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const gateway = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  // One tsconfig for every transformed file: the repository's root tsconfig (a project-references list of the
  // back end) is not meant for the front end.
  tsconfig: './tsconfig.json',
  server: {
    proxy: {
      '/graphql': { target: gateway, changeOrigin: false },
      '/api': { target: gateway, changeOrigin: false },
      '/ws': { target: gateway, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
