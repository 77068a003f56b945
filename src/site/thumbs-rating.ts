import type { FeedbackSettings } from '../config/feedback-settings.ts';
import type { AnalyticsSetup } from './analytics.ts';

/** Where a page's thumbs rating goes: the analytics providers the page loads, and `feedback.url` when set. */
export interface ThumbsRating {
	/** The address each rating is POSTed to. */
	url?: string;
}

/** The page's thumbs rating, when asked for and its ratings have somewhere to go. */
export function thumbsDestination(feedback: FeedbackSettings, analytics: AnalyticsSetup | undefined): ThumbsRating | undefined {
	if (!feedback.thumbsRating) return undefined;
	if (feedback.url) return { url: feedback.url };
	// Chat widgets take no events: only the analytics providers count.
	const providers = (analytics?.providers ?? []).filter((plan) => plan.provider !== 'intercom' && plan.provider !== 'frontchat');
	return providers.length > 0 ? {} : undefined;
}
