// Starts LogRocket once its library (the tag before this one, run first: both are deferred) has
// made window.LogRocket. The app ID comes from this tag's data attribute.
(function () {
	var tag = document.currentScript;
	var logRocket = window.LogRocket;
	if (!tag || !logRocket || typeof logRocket.init !== 'function') return;
	logRocket.init(tag.getAttribute('data-app-id'));
})();
