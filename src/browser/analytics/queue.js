// The stand-in a provider's library takes over when it loads (the next tag): calls made before
// then wait in it, in order. Which global, its methods, and the provider's settings come from
// this tag's data attributes, so the file is the same for every provider that loads this way:
// data-global (window.<name>), data-methods (names, spaces between), data-fields (JSON: fields
// of the stand-in, such as Segment's _writeKey), data-settings-global and data-settings (JSON:
// a settings object the library reads, such as window.intercomSettings), and data-shape: "array"
// (Segment, Heap, Hightouch, Koala: an array of [method, ...arguments]) or "function" (Intercom:
// a function whose calls wait in .q).
(function () {
	var tag = document.currentScript;
	if (!tag) return;
	var read = function (name) {
		return JSON.parse(tag.getAttribute(name) || '{}');
	};
	var settingsGlobal = tag.getAttribute('data-settings-global');
	if (settingsGlobal) window[settingsGlobal] = read('data-settings');
	var name = tag.getAttribute('data-global');
	if (!name || window[name]) return;
	var stub;
	if (tag.getAttribute('data-shape') === 'function') {
		stub = function () {
			stub.q.push(arguments);
		};
		stub.q = [];
		stub.c = function (args) {
			stub.q.push(args);
		};
	} else {
		stub = [];
		var methods = (tag.getAttribute('data-methods') || '').split(' ');
		for (var index = 0; index < methods.length; index++) {
			if (!methods[index]) continue;
			stub[methods[index]] = (function (method) {
				return function () {
					stub.push([method].concat([].slice.call(arguments)));
					return stub;
				};
			})(methods[index]);
		}
	}
	var fields = read('data-fields');
	for (var key in fields) stub[key] = fields[key];
	window[name] = stub;
	var first = tag.getAttribute('data-first-call');
	if (first && typeof stub[first] === 'function') stub[first]();
})();
