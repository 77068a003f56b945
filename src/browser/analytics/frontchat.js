// Opens Front's chat once its bundle (the tag before this one, run first: both are deferred) has
// made window.FrontChat. The chat's ID comes from this tag's data attribute.
(function () {
	var tag = document.currentScript;
	if (!tag || typeof window.FrontChat !== 'function') return;
	window.FrontChat('init', { chatId: tag.getAttribute('data-chat-id'), useDefaultLauncher: true });
})();
