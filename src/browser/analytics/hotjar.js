// Hotjar's set-up, run before its script (the next tag), which reads the site ID and the
// snippet version from _hjSettings: both come from this tag's data attributes.
(function () {
	var tag = document.currentScript;
	if (!tag) return;
	window.hj =
		window.hj ||
		function () {
			(window.hj.q = window.hj.q || []).push(arguments);
		};
	window._hjSettings = { hjid: Number(tag.getAttribute('data-hjid')), hjsv: Number(tag.getAttribute('data-hjsv')) };
})();
