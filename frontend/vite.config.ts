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
    rolldownOptions: {
      output: {
        // Libraries in their own chunks, so that a change of the app does not invalidate them in browsers' caches.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 30,
            },
            {
              name: 'mui',
              test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group)[\\/]/,
              priority: 20,
            },
            {
              name: 'data',
              test: /node_modules[\\/](@apollo|graphql|rxjs|zod|socket\.io-client|engine\.io-client)[\\/]/,
              priority: 10,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 0 },
          ],
        },
      },
    },
  },
});
