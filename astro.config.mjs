// @ts-check
import { defineConfig } from 'astro/config';
import trellis, { optionsFromEnvironment } from './src/integration/index.ts';

// The Trellis engine sets the rest of the config itself (src/integration/engine-config.ts). The
// environment is read here and only here: the docs folder and the build's settings, nothing else.
export default defineConfig({ integrations: [trellis(optionsFromEnvironment(process.env))] });
