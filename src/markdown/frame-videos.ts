import type { HastPluginEntry } from 'satteri';

/** What a `<video autoPlay>` in a frame gets, so that browsers play it: they refuse to autoplay sound, and iOS plays full screen. */
const autoplayAttributes = ['playsInline', 'loop', 'muted'];

interface JsxNode {
	type: string;
	name?: string | null;
	attributes?: readonly { type: string; name?: string; value?: unknown }[];
}

/**
 * A `<video autoPlay>` inside a `<Frame>` gets `playsInline`, `loop` and `muted`, as Mintlify's
 * Frame adds them; a video elsewhere, or without `autoPlay`, is left as written (Mintlify's own
 * guidance: write them yourself).
 */
export const frameVideos: HastPluginEntry = (file) => {
	if (!file.source.includes('<video') || !file.source.includes('<Frame')) return null;
	const visit = (node: JsxNode, context: { parent(node: never): unknown }) => {
		const attributes = node.attributes ?? [];
		const names = new Set(attributes.map((attribute) => attribute.name?.toLowerCase()));
		if (!names.has('autoplay') || !insideFrame(node, context)) return undefined;
		const added = autoplayAttributes
			.filter((name) => !names.has(name.toLowerCase()))
			.map((name) => ({ type: 'mdxJsxAttribute', name, value: null }));
		return added.length === 0 ? undefined : ({ ...node, attributes: [...attributes, ...added] } as never);
	};
	return {
		name: 'trellis-frame-videos',
		mdxJsxFlowElement: { filter: ['video'], visit },
		mdxJsxTextElement: { filter: ['video'], visit },
	};
};

function insideFrame(node: JsxNode, context: { parent(node: never): unknown }): boolean {
	for (
		let parent = context.parent(node as never) as JsxNode | undefined;
		parent;
		parent = context.parent(parent as never) as JsxNode | undefined
	) {
		if (parent.type.startsWith('mdxJsx') && parent.name === 'Frame') return true;
	}
	return false;
}
