// Google Tag Manager's set-up, run before gtm.js (the next tag): the start event its container waits for.
(function () {
	window.dataLayer = window.dataLayer || [];
	window.dataLayer.push({ 'gtm.start': new Date().getTime(), event: 'gtm.js' });
})();
