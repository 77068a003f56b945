// Google Analytics 4's set-up, run before gtag.js (the next tag): the measurement ID comes from
// this tag's data-measurement-id, so the file is the same for every site (no inline script).
(function () {
	var tag = document.currentScript;
	var id = tag && tag.getAttribute('data-measurement-id');
	if (!id) return;
	window.dataLayer = window.dataLayer || [];
	function gtag() {
		// gtag.js reads each call's arguments object as it is, as Google's snippet pushes it.
		window.dataLayer.push(arguments);
	}
	gtag('js', new Date());
	gtag('config', id);
})();
