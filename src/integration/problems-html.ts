import { formatProblem } from '../problems/format.ts';
import type { Problem } from '../problems/problem.ts';
import { escapeHtml } from '../html/escaping.ts';

/**
 * The page the dev server shows while the docs have errors. It loads Vite's client, so the
 * page reloads by itself once a fix is saved.
 */
export function problemsHtml(problems: readonly Problem[], shownFrom: string): string {
	const errors = problems.filter((problem) => problem.severity === 'error');
	const items = errors.map((problem) => `<li><pre>${escapeHtml(formatProblem(problem, shownFrom))}</pre></li>`).join('');
	return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The docs have ${errors.length} error${errors.length === 1 ? '' : 's'}</title>
<script type="module" src="/@vite/client"></script>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1a1a1a}
ul{padding:0;list-style:none}
pre{background:#fff4f4;border:1px solid #f1b5b5;padding:1rem;white-space:pre-wrap;border-radius:6px}
</style>
</head>
<body>
<h1>The docs have ${errors.length} error${errors.length === 1 ? '' : 's'}</h1>
<p>Fix them and save: this page reloads by itself.</p>
<ul>${items}</ul>
</body>
</html>`;
}
