// Behaviour of what Markdown renders on any page (no component to carry a script): code copy
// buttons, expandable code blocks, the page's contextual menu, Mermaid diagrams (their script and Mermaid
// load only on pages that have one), the folded sections around the target of a link to this page (`#id`), images that
// open larger on click and the copy and download buttons of images that ask for them.
import { initCodeCopy } from './code-copy.ts';
import { initCodeExpand } from './code-expand.ts';
import { initPageActions } from './page-actions.ts';
import { initOpenTarget } from './open-target.ts';
import { initImageZoom } from './image-zoom.ts';

initCodeCopy();
initCodeExpand();
// Said on the page, for scripts and tests: `none` means this page never loads Mermaid.
const diagrams = document.querySelector('pre.mermaid');
document.documentElement.dataset.mermaid = diagrams ? 'on-demand' : 'none';
if (diagrams) void import('./diagrams.ts').then((module) => module.initMermaid());
initPageActions();
initOpenTarget();
initImageZoom();
// Loaded only by pages with an image that asks for its buttons.
if (document.querySelector('.mdx-content img[actions]')) void import('./image-actions.ts').then((module) => module.initImageActions());
