import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { quadroValidators } from './src/api/build/vitePlugin.ts';
import { quadroTemplates } from './src/engine/build/vitePlugin.ts';

export default defineConfig({
  plugins: [react(), quadroTemplates(), quadroValidators()],
  build: { target: 'es2022', sourcemap: true },
  test: {
    environment: 'jsdom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'widgets/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/fuzz/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
    ],
    setupFiles: ['tests/setup.ts'],
  },
});
