// @ts-check
import { defineConfig } from 'astro/config';
import trellis from './src/integration/index.ts';

// The Trellis engine sets the rest of the config itself (src/integration/engine-config.ts).
export default defineConfig({ integrations: [trellis()] });
