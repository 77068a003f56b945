// Behaviour of what Markdown renders on any page (no component to carry a script): code copy
// buttons, expandable code blocks, the page's contextual menu, Mermaid diagrams (Mermaid itself loads only on pages that have one), and
// the folded sections around the target of a link to this page (`#id`), images that open larger on click.
import { initCodeCopy } from './code-copy.ts';
import { initCodeExpand } from './code-expand.ts';
import { initMermaid } from './mermaid.ts';
import { initPageActions } from './page-actions.ts';
import { initOpenTarget } from './open-target.ts';
import { initImageZoom } from './image-zoom.ts';

initCodeCopy();
initCodeExpand();
initMermaid();
initPageActions();
initOpenTarget();
initImageZoom();
