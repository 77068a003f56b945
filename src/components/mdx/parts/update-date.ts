/**
 * The date an `Update`'s label (or description) is, when it is one: `2026-04-14`, `April 14, 2026`,
 * `14 April 2026`, `Apr 14 2026`, `April 2026`, `2026-04`. Only a text that is a date as a whole
 * counts (`v2.0.0`, `Release 12 of 2026` are none). Given as a valid date string of HTML's
 * `<time datetime>`: `2026-04-14`, or `2026-04` for a month; the changelog's feed reads it there.
 * No time zone is guessed: the text names a day, not an instant.
 */
export function updateDate(text: string): string | undefined {
	const value = text.trim().replace(/\s+/g, ' ');
	let match = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?$/.exec(value) ?? /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(value);
	if (match) return dateString(Number(match[1]), Number(match[2]), match[3] === undefined ? undefined : Number(match[3]));
	// April 14, 2026 · Apr 14 2026 · Sept. 3rd, 2026 · April 2026 · April, 2026
	match = /^([a-z]+)\.?,? (?:(\d{1,2})(?:st|nd|rd|th)?,? )?(\d{4})$/i.exec(value);
	if (match) {
		const month = monthNumber(match[1]!);
		return month === undefined ? undefined : dateString(Number(match[3]), month, match[2] === undefined ? undefined : Number(match[2]));
	}
	// 14 April 2026 · 14th April, 2026
	match = /^(\d{1,2})(?:st|nd|rd|th)? ([a-z]+)\.?,? (\d{4})$/i.exec(value);
	if (match) {
		const month = monthNumber(match[2]!);
		return month === undefined ? undefined : dateString(Number(match[3]), month, Number(match[1]));
	}
	return undefined;
}

const months = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** A month's number from its English name or an abbreviation of three letters or more (`Sep`, `Sept`); undefined for another word. */
function monthNumber(name: string): number | undefined {
	const lower = name.toLowerCase();
	if (lower.length < 3) return undefined;
	const index = months.findIndex((month) => month.startsWith(lower));
	return index === -1 ? undefined : index + 1;
}

function dateString(year: number, month: number, day: number | undefined): string | undefined {
	if (month < 1 || month > 12) return undefined;
	const yearMonth = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
	if (day === undefined) return yearMonth;
	// Day 0 of the next month is the last day of this one.
	const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
	return day >= 1 && day <= days ? `${yearMonth}-${String(day).padStart(2, '0')}` : undefined;
}
