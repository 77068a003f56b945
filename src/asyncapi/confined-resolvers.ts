import { readFile } from 'node:fs/promises';
import type { Resolver } from '@asyncapi/parser/cjs/resolver';
import { isFolderFile } from '../files/folder-paths.ts';
import type { Problem } from '../problems/problem.ts';
import { asyncapiRefRefused, problemAt } from '../problems/catalogue.ts';

/** What a refused reference reads as: an empty schema, so that the parser goes on and the problem is said once. */
const refusedText = '{}';

/**
 * The readers the AsyncAPI parser follows `$ref`s with, in place of its own: a file only when it is
 * inside the docs folder (links followed), never the network. The file a document names directly
 * is checked before parsing (./ref-problems.ts); these catch the references of the files it leads
 * to. The parser tries its own readers when one throws, so a refused reference reads as an empty
 * schema, and is reported with the other problems.
 */
export function confinedResolvers(folder: string): { resolvers: Resolver[]; refused: () => Problem[] } {
	const refused = new Map<string, Problem>();
	const refuse = (target: string, message: string, hint: string) => {
		refused.set(target, problemAt(asyncapiRefRefused, { file: target }, { message, hint }));
		return refusedText;
	};
	const network = (schema: string): Resolver => ({
		schema,
		order: 1,
		read: (uri) =>
			refuse(
				uri.href(),
				`$ref to ${JSON.stringify(uri.href())}, in a file an AsyncAPI document refers to, leads to another site: not fetched`,
				'save what it points to in the docs folder and refer to it by a relative path (e.g. "./schemas/user.yaml")',
			),
	});
	return {
		resolvers: [
			{
				schema: 'file',
				order: 1,
				read: async (uri) => {
					const path = uri.href();
					const readings = [path, safeDecoded(path)];
					if (!readings.every((reading) => isFolderFile(reading, folder))) {
						return refuse(
							path,
							'a $ref of an AsyncAPI file leads to this file, outside the docs folder: not read',
							'Trellis reads only files inside the docs folder: move the file into it, and refer to it by a relative path',
						);
					}
					return readFile(path, 'utf8');
				},
			},
			network('http'),
			network('https'),
		],
		refused: () => [...refused.values()],
	};
}

function safeDecoded(path: string): string {
	try {
		return decodeURIComponent(path);
	} catch {
		return path;
	}
}
