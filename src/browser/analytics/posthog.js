// Starts PostHog once its library (the tag before this one, run first: both are deferred) has
// made window.posthog. The project key and the host come from this tag's data attributes.
(function () {
	var tag = document.currentScript;
	var posthog = window.posthog;
	if (!tag || !posthog || typeof posthog.init !== 'function') return;
	posthog.init(tag.getAttribute('data-api-key'), {
		api_host: tag.getAttribute('data-api-host'),
		disable_session_recording: tag.getAttribute('data-session-recording') === 'false',
	});
})();
