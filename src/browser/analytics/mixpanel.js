// Starts Mixpanel once its library (the tag before this one, run first: both are deferred) has
// made window.mixpanel. The project token and the API host come from this tag's data attributes.
(function () {
	var tag = document.currentScript;
	var mixpanel = window.mixpanel;
	if (!tag || !mixpanel || typeof mixpanel.init !== 'function') return;
	mixpanel.init(tag.getAttribute('data-token'), { api_host: tag.getAttribute('data-api-host'), track_pageview: true });
})();
