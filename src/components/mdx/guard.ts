import { isVNode } from 'astro/jsx-runtime';
import {
	createComponent,
	markHTMLString,
	render,
	renderComponent,
	renderJSX,
	type AstroComponentFactory,
} from 'astro/runtime/server/index.js';
import type { ComponentSlots } from 'astro/runtime/server/render/slot.js';
import { z } from 'zod';
import { ComponentRenderError, ContentRenderError, isLocatedRenderError, valueKind } from '../../rendering/render-failure.ts';
import { toMarkup } from '../../component-props/markup.ts';
import { componentProps, type ComponentName } from '../../component-props/props.ts';

/**
 * A built-in component as pages meet it: props as Mintlify takes them, and a failure that names
 * the component. Before the component runs, each prop given as an element (`icon={<svg/>}`,
 * `title={<>A <b>B</b></>}`) is rendered to markup, and each prop is read through its schema:
 * numbers become text where text is expected, `"3"` a number where one is, and a value the
 * prop cannot take is left out (the check before the build reports literal ones with their
 * line). What the component then throws becomes a ComponentRenderError, which the page turns
 * into a problem of that page (src/components/chrome/RenderBoundary.astro).
 */
export function guarded(name: ComponentName, component: AstroComponentFactory): AstroComponentFactory {
	const shape = propShapes(name);
	const factory = createComponent(async (result, given: Record<string, unknown>, slots) => {
		// Without an element among the props, nothing is awaited before the component runs: components
		// run in the order of the page, and those that number what they draw (ids of fields and
		// changelog entries) keep numbering in that order.
		const withMarkup = Object.values(given).some(containsElement) ? await renderElements(result, given) : given;
		const props = usableProps(shape, withMarkup);
		const chunks: unknown[] = [];
		try {
			const started = renderComponent(result, name, component, props, markedSlots(slots));
			const instance = started instanceof Promise ? await started : started;
			await instance.render({ write: (chunk: unknown) => void chunks.push(chunk) });
		} catch (error) {
			// A component or snippet inside this one's content failed: that one is the one to name.
			if (isLocatedRenderError(error)) throw error;
			throw new ComponentRenderError(
				name,
				Object.entries(given)
					.filter(([key]) => key !== 'children')
					.map(([key, value]) => ({ name: key, kind: valueKind(value) })),
				error,
			);
		}
		// Written chunks are HTML already (or render instructions): passed on as they are.
		return render`${chunks.map((chunk) => (typeof chunk === 'string' ? markHTMLString(chunk) : chunk))}`;
	});
	Object.defineProperty(factory, 'name', { value: name });
	return factory;
}

/** The component's slots, so that what fails inside one is told apart from the component's own failure. */
function markedSlots(slots: ComponentSlots): ComponentSlots {
	const mark = (error: unknown) => (isLocatedRenderError(error) ? error : new ContentRenderError(error));
	return Object.fromEntries(
		Object.entries(slots).map(([key, slot]) => {
			return [
				key,
				(result: Parameters<typeof slot>[0]) => {
					try {
						const rendered = slot(result);
						return rendered instanceof Promise ? rendered.catch((error: unknown) => Promise.reject(mark(error))) : rendered;
					} catch (error) {
						throw mark(error);
					}
				},
			];
		}),
	);
}

/** Each prop's schema, without its `.optional()`. */
function propShapes(name: ComponentName): Record<string, z.ZodType> {
	const schema: z.ZodType = componentProps[name];
	return schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
}

async function renderElements(result: Parameters<typeof renderJSX>[0], given: Record<string, unknown>): Promise<Record<string, unknown>> {
	const entries = await Promise.all(
		Object.entries(given).map(
			async ([key, value]) => [key, containsElement(value) ? toMarkup(String(await renderJSX(result, value))) : value] as const,
		),
	);
	return Object.fromEntries(entries);
}

function containsElement(value: unknown): boolean {
	return isVNode(value) || (Array.isArray(value) && value.some(containsElement));
}

/** Props as the component's schema reads them; a prop whose value it cannot take is left out. */
function usableProps(shape: Record<string, z.ZodType>, given: Record<string, unknown>): Record<string, unknown> {
	const props: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(given)) {
		const schema = shape[key];
		// Props the schema does not name (a snippet's own, `class`) pass as given.
		if (!schema) {
			props[key] = value;
			continue;
		}
		const parsed = schema.safeParse(value);
		if (parsed.success && parsed.data !== undefined) props[key] = parsed.data;
	}
	return props;
}
