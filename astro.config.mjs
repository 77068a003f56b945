// @ts-check
import { defineConfig } from 'astro/config';
import trellis, { optionsFromEnvironment } from './src/integration/index.ts';
import { projectFoldersFor } from './src/settings/docs-paths.ts';

// The Trellis engine sets the rest of the config itself (src/integration/engine-config.ts). The
// environment is read here and only here: the docs folder and the build's settings, nothing else.
const options = optionsFromEnvironment(process.env);
const shownFrom = process.cwd();
// A docs folder is built in a project folder of its own, made the working folder (Astro writes a
// build's server chunks there when the output folder is elsewhere), so that builds of different
// folders run side by side from one checkout. Astro has read the paths given to it already.
const project = projectFoldersFor(options.docsDir);
if (project.root) process.chdir(project.root);
export default defineConfig({ ...project, integrations: [trellis({ ...options, shownFrom })] });
