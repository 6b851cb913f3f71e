import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Built by src/tools/bench/firstList.ts into dist/ (git-ignored), served under /anchor/ beside Painel's API.
export default defineConfig({ base: '/anchor/', plugins: [react()], build: { outDir: 'dist', emptyOutDir: true } });
