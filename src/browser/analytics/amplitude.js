// Starts Amplitude once its browser SDK (the tag before this one, run first: both are deferred)
// has made window.amplitude. The API key comes from this tag's data attribute.
(function () {
	var tag = document.currentScript;
	var amplitude = window.amplitude;
	if (!tag || !amplitude || typeof amplitude.init !== 'function') return;
	amplitude.init(tag.getAttribute('data-api-key'), { autocapture: { pageViews: true } });
})();
