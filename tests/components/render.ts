import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { codeThemesOf } from '../../src/markdown/highlight.ts';
import type { RenderContext } from '../../src/site/render-context.ts';

/** What a component is given: its props and the content between its tags. */
interface Given {
	props?: Record<string, unknown>;
	/** The content of the default slot, as HTML. */
	content?: string;
	/** What the components inside a page read of the site (src/site/render-context.ts). */
	render?: Partial<RenderContext>;
	/** What the page's components share while it renders (ids taken): one object for components of one page. */
	page?: Record<string, unknown>;
}

/** A site whose config sets none of what the components read: the engine's defaults. */
const noSite: RenderContext = {
	iconLibrary: undefined,
	codeThemes: codeThemesOf(undefined),
	playgroundCredentials: false,
	playgroundProxy: 'local',
	titleOf: () => undefined,
};

let container: AstroContainer | undefined;

/** The HTML a component renders, as it renders inside a page of a site with `render`. */
export async function renderComponent(component: Parameters<AstroContainer['renderToString']>[0], given: Given = {}): Promise<string> {
	container ??= await AstroContainer.create();
	return container.renderToString(component, {
		props: given.props ?? {},
		slots: given.content === undefined ? {} : { default: given.content },
		// Components read only the render context of the route data (Astro.locals.route.chrome.render).
		locals: Object.assign(given.page ?? {}, { route: { chrome: { render: { ...noSite, ...given.render } } } }) as unknown as App.Locals,
	});
}
