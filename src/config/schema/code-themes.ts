import { bundledThemes } from 'shiki';
import { z } from 'zod';

/** Shiki's own themes, and `css-variables`: colours the site's stylesheet sets (`--shiki-token-*`). */
export const codeThemeNames: [string, ...string[]] = ['css-variables', ...Object.keys(bundledThemes)];

export const codeTheme = z.enum(codeThemeNames).describe('Shiki theme of the code blocks');
