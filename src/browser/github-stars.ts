/**
 * Fills in the star count of the GitHub button after the page has loaded. The page never
 * waits on it; if the request fails, the count stays hidden. The button says how it ended in
 * `data-stars-state` (`shown` or `unavailable`), for scripts and tests that wait on it.
 */
export function initGithubStars(): void {
	for (const link of document.querySelectorAll<HTMLElement>('[data-github-repo]')) {
		const repository = link.dataset.githubRepo;
		const count = link.querySelector<HTMLElement>('[data-stars]');
		if (!repository || !count) continue;
		fetch(`https://api.github.com/repos/${repository}`, { headers: { Accept: 'application/vnd.github+json' } })
			.then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
			.then((data: { stargazers_count?: unknown }) => {
				if (typeof data.stargazers_count !== 'number') throw new Error('no star count');
				count.textContent = formatStars(data.stargazers_count);
				count.setAttribute('aria-label', `${data.stargazers_count} stars`);
				count.hidden = false;
				link.dataset.starsState = 'shown';
			})
			.catch(() => {
				// Offline or rate-limited: the button stays useful without the count.
				link.dataset.starsState = 'unavailable';
			});
	}
}

function formatStars(stars: number): string {
	if (stars < 1000) return String(stars);
	const thousands = stars / 1000;
	return `${thousands < 10 ? thousands.toFixed(1).replace(/\.0$/, '') : Math.round(thousands)}k`;
}
