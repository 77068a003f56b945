/**
 * Fills in the star count of the GitHub button after the page has loaded. The page never
 * waits on it; if the request fails, the count stays hidden. The button says how it ended in
 * `data-stars-state` (`shown` or `unavailable`), for scripts and tests that wait on it.
 * The answer is kept for the browser session: the API allows 60 requests an hour to a reader's
 * address, and asking on every page would spend them (and log a refused request on each page
 * once they are spent).
 */
export function initGithubStars(): void {
	for (const link of document.querySelectorAll<HTMLElement>('[data-github-repo]')) {
		const repository = link.dataset.githubRepo;
		const count = link.querySelector<HTMLElement>('[data-stars]');
		if (!repository || !count) continue;
		const show = (stars: number | null) => {
			if (stars === null) {
				link.dataset.starsState = 'unavailable';
				return;
			}
			count.textContent = formatStars(stars);
			count.setAttribute('aria-label', `${stars} stars`);
			count.hidden = false;
			link.dataset.starsState = 'shown';
		};
		const key = `trellis:github-stars:${repository}`;
		const kept = readKept(key);
		if (kept !== undefined) {
			show(kept);
			continue;
		}
		fetch(`https://api.github.com/repos/${repository}`, { headers: { Accept: 'application/vnd.github+json' } })
			.then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
			.then((data: { stargazers_count?: unknown }) => {
				if (typeof data.stargazers_count !== 'number') throw new Error('no star count');
				return data.stargazers_count;
			})
			// Offline or rate-limited: the button stays useful without the count.
			.catch(() => null)
			.then((stars) => {
				keep(key, stars);
				show(stars);
			});
	}
}

/** The count kept for this session: a number, `null` when the API did not give one, undefined when not asked yet. */
function readKept(key: string): number | null | undefined {
	try {
		const value = sessionStorage.getItem(key);
		if (value === null) return undefined;
		const stars: unknown = JSON.parse(value);
		return typeof stars === 'number' || stars === null ? stars : undefined;
	} catch {
		// Storage blocked (privacy settings): ask the API.
		return undefined;
	}
}

function keep(key: string, stars: number | null): void {
	try {
		sessionStorage.setItem(key, JSON.stringify(stars));
	} catch {
		// Storage blocked or full: the next page asks again.
	}
}

function formatStars(stars: number): string {
	if (stars < 1000) return String(stars);
	const thousands = stars / 1000;
	return `${thousands < 10 ? thousands.toFixed(1).replace(/\.0$/, '') : Math.round(thousands)}k`;
}
