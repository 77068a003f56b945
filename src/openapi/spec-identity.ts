import { posix, resolve } from 'node:path';
import { isHttpUrl } from '../urls/urls.ts';

/**
 * Which file a spec named in the config or a page is (OpenAPI and AsyncAPI files alike, and the
 * dev server's reloads): one identity however the name is written.
 */

/**
 * What identifies a spec whatever way it is written, independent of the docs folder: a path from
 * the docs folder, with or without a leading slash or `./`, its `..` and `.` segments resolved
 * (`/openapi/v1.yaml`, `./openapi/v1.yaml` and `openapi/v1.yaml` are the same file, as pages'
 * `/images/x.png` paths are); a URL as `new URL()` writes it, without a fragment, which is not
 * sent to the server (`https://API.example.com:443/a/../spec.yaml#x` is
 * `https://api.example.com/spec.yaml`).
 */
export function specKey(source: string): string {
	if (isRemoteSpec(source)) {
		try {
			const url = new URL(source);
			url.hash = '';
			return url.href;
		} catch {
			// Not a URL after all: fetching it says so, with the text as written.
			return source;
		}
	}
	return posix.normalize(source.replace(/^\/+/, ''));
}

/** Where a spec named in the config is: its URL, or its absolute path (see `specKey`). */
export function specLocation(source: string, configRoot: string): string {
	const key = specKey(source);
	return isRemoteSpec(source) ? key : resolve(configRoot, key);
}

/** A spec named by its URL, fetched rather than read from the folder. */
export function isRemoteSpec(source: string): boolean {
	return isHttpUrl(source);
}
