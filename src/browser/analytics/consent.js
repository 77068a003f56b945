// Loads the analytics scripts of the page, which wait as data (type="text/plain", their address
// in data-src), once the reader has agreed: the local storage entry named by this tag's data-key
// holds data-value, as the site's own consent tool (Mintlify's `integrations.cookies`) writes it.
// The tool writes it in this tab, which no event announces: the entry is read again after each
// click or key press (a consent banner is answered with one), and when another tab changes it.
(function () {
	var tag = document.currentScript;
	if (!tag) return;
	var key = tag.getAttribute('data-key');
	var value = tag.getAttribute('data-value');
	var loaded = false;
	var agreed = function () {
		try {
			return window.localStorage.getItem(key) === value;
		} catch {
			// Storage refused (private mode, a policy): no consent can be read.
			return false;
		}
	};
	var load = function () {
		if (loaded || !agreed()) return;
		loaded = true;
		var waiting = document.querySelectorAll('script[type="text/plain"][data-analytics][data-src]');
		for (var index = 0; index < waiting.length; index++) {
			var held = waiting[index];
			var script = document.createElement('script');
			for (var at = 0; at < held.attributes.length; at++) {
				var attribute = held.attributes[at];
				if (attribute.name !== 'type' && attribute.name !== 'data-src') script.setAttribute(attribute.name, attribute.value);
			}
			// In order, as the deferred tags of a page without consent run.
			script.async = false;
			script.src = held.getAttribute('data-src');
			held.replaceWith(script);
		}
		document.documentElement.dataset.analyticsConsent = 'given';
	};
	load();
	if (loaded) return;
	document.addEventListener('click', function () {
		setTimeout(load);
	});
	document.addEventListener('keyup', function () {
		setTimeout(load);
	});
	window.addEventListener('storage', load);
	document.documentElement.dataset.analyticsConsent = 'waiting';
})();
