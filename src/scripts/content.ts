// Behaviour of what Markdown renders on any page (no component to carry a script): code copy
// buttons, the page's contextual menu, and Mermaid diagrams (Mermaid itself loads only on pages that have one).
import { initCodeCopy } from './code-copy.ts';
import { initMermaid } from './mermaid.ts';
import { initPageActions } from './page-actions.ts';

initCodeCopy();
initMermaid();
initPageActions();
