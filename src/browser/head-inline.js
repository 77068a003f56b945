// Runs in <head> before first paint: the mode and the docs version, so neither flashes; and
// before the site's custom scripts, what Mintlify gives them to set the playgrounds' server variables.
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

	// window.mintlify.api.playground.setServerVariables({ name: 'value' }) replaces the values set
	// before, clearServerVariables() removes them. As on Mintlify they last for the browsing
	// session, from page to page (session storage), and a reload forgets them; the playgrounds read
	// them and hear of changes (src/browser/playground/server-variables.ts).
	function serverVariables() {
		var mintlify = (window.mintlify = window.mintlify || {});
		var api = (mintlify.api = mintlify.api || {});
		var playground = (api.playground = api.playground || {});
		var key = Symbol.for('trellis.server-variables');
		var storeKey = 'trellis-server-variables';
		var session = null;
		var kept = {};
		try {
			session = window.sessionStorage;
			var navigation = window.performance && window.performance.getEntriesByType('navigation')[0];
			if (navigation && navigation.type === 'reload') session.removeItem(storeKey);
			kept = JSON.parse(session.getItem(storeKey) || '{}') || {};
		} catch (error) {}
		playground[key] = kept;
		function use(values) {
			playground[key] = values;
			try {
				if (Object.keys(values).length > 0) session.setItem(storeKey, JSON.stringify(values));
				else session.removeItem(storeKey);
			} catch (error) {}
			document.dispatchEvent(new CustomEvent('trellis:server-variables'));
		}
		playground.setServerVariables = function (values) {
			var given = {};
			for (var name in values || {}) {
				if (!Object.prototype.hasOwnProperty.call(values, name)) continue;
				if (typeof values[name] === 'string') given[name] = values[name];
				else console.warn('setServerVariables: the value of "' + name + '" is not a string; left out.');
			}
			use(given);
		};
		playground.clearServerVariables = function () {
			use({});
		};
	}
	serverVariables();
})();
