import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.STUDIO_API_ORIGIN ?? 'http://localhost:4000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/graphql': api, '/api': api } },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
    // The studio, and the published apps the server sends at an app's hosts.
    rollupOptions: { input: { main: 'index.html', published: 'published.html' } },
  },
});
