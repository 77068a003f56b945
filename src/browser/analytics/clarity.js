// Microsoft Clarity's set-up, run before its tag (the next one): calls made before it loads wait in a queue.
(function () {
	window.clarity =
		window.clarity ||
		function () {
			(window.clarity.q = window.clarity.q || []).push(arguments);
		};
})();
