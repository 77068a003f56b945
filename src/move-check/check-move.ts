import type { BuiltSite, NewPage } from './new-site.ts';
import type { OldAddress } from './old-site.ts';
import type { ReadPage } from './page-reading.ts';

/** An old address the new site neither serves nor redirects, and where its page seems to be now. */
interface LostAddress {
	path: string;
	reason: string;
	/** The new page that looks like the old one, and why. */
	movedTo?: { path: string; because: string };
}

/** An anchor of an old page that the page it leads to on the new site lacks. */
interface LostAnchor {
	/** The old address and anchor (`/quickstart#install-the-cli`). */
	address: string;
	/** Where it leads now: a page and the anchor looked for there. */
	landsOn: string;
	/** The anchor's text on the old page (a heading's). */
	text: string;
	/** The anchor the same text has on the new page, if it has one. */
	now?: string;
}

export interface MoveCheck {
	addresses: number;
	anchors: number;
	lostAddresses: LostAddress[];
	lostAnchors: LostAnchor[];
}

/**
 * Checks that every address of the old site, and every anchor of its saved pages (`oldPages`,
 * by path), still leads somewhere on the new site: to a page or file, directly or through a
 * redirect. For a lost address it looks for the page that moved: among the new site's pages at
 * addresses the old site did not have, the one with the old page's title, else the one with the
 * old address's last segment (`/guides/setup` now `/start/setup`), where only one matches.
 */
export function checkMove(addresses: readonly OldAddress[], oldPages: ReadonlyMap<string, ReadPage>, site: BuiltSite): MoveCheck {
	const oldPaths = new Set(addresses.map((address) => address.path));
	const newcomers = site.contentPages().filter((page) => !oldPaths.has(page.path));
	const lostAddresses: LostAddress[] = [];
	const lostAnchors: LostAnchor[] = [];
	let anchors = 0;
	for (const { path } of addresses) {
		const landing = site.land(path);
		const old = oldPages.get(path);
		if (landing.kind === 'nowhere') {
			const movedTo = movedPage(path, old, newcomers);
			lostAddresses.push({ path, reason: landing.reason, ...(movedTo ? { movedTo } : {}) });
			continue;
		}
		if (!old) continue;
		for (const [id, text] of old.anchors) {
			// Landed on again with the anchor: a redirect that names an anchor of its own sends every old anchor there.
			const anchored = site.land(`${path}#${encodeURIComponent(id)}`);
			if (anchored.kind !== 'page') continue;
			anchors++;
			if (anchored.fragment === undefined || anchored.page.ids.has(anchored.fragment)) continue;
			const now = [...anchored.page.anchors].find(([, newText]) => text !== '' && newText === text)?.[0];
			lostAnchors.push({ address: `${path}#${id}`, landsOn: `${anchored.path}#${anchored.fragment}`, text, ...(now ? { now } : {}) });
		}
	}
	return { addresses: addresses.length, anchors, lostAddresses, lostAnchors };
}

function movedPage(path: string, old: ReadPage | undefined, newcomers: readonly NewPage[]): LostAddress['movedTo'] {
	const only = (pages: NewPage[]) => (pages.length === 1 ? pages[0] : undefined);
	if (old?.title) {
		const titled = only(newcomers.filter((page) => page.page.title === old.title));
		if (titled) return { path: titled.path, because: `its title, "${old.title}"` };
	}
	const name = path.split('/').pop();
	const named = name ? only(newcomers.filter((page) => page.path.split('/').pop() === name)) : undefined;
	return named ? { path: named.path, because: `its name, "${name}"` } : undefined;
}
