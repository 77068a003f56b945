// Runs in <head> before first paint: the mode and the docs version, so neither flashes.
(function () {
	var root = document.documentElement;
	var store;
	try {
		store = window.localStorage;
	} catch (error) {
		store = null;
	}
	function read(key) {
		try {
			return store ? store.getItem(key) : null;
		} catch (error) {
			return null;
		}
	}
	// data-forced-mode "system": the toggle is hidden and no default is set, so the operating
	// system decides; a choice stored while the toggle was shown must not pin the mode for good.
	var forced = root.dataset.forcedMode;
	var mode = forced === 'system' ? null : forced || read('trellis-mode') || root.dataset.defaultMode;
	if (mode !== 'light' && mode !== 'dark') {
		mode = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
	}
	root.dataset.theme = mode;
	var versions = root.dataset.versions ? JSON.parse(root.dataset.versions) : [];
	if (versions.length > 0) {
		var pageVersion = root.dataset.pageVersion;
		var version = pageVersion || read('trellis-version');
		if (versions.indexOf(version) < 0) version = root.dataset.defaultVersion;
		if (pageVersion && store) {
			try {
				store.setItem('trellis-version', pageVersion);
			} catch (error) {}
		}
		root.dataset.version = version;
	}
})();
