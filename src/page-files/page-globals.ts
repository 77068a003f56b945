/**
 * What the code of a docs folder (a page's `{expressions}` and `export`s, a snippet, a `.jsx`
 * component) may read without defining it. Mintlify runs that code in the reader's browser, or on
 * its own servers with nothing of theirs in reach: Trellis runs part of it while it builds, on a
 * machine that may hold deploy tokens, so a page reads only what these lists name.
 */

/** The language's own values and functions: nothing in them reaches the machine. */
const languageGlobals = [
	'undefined',
	'NaN',
	'Infinity',
	'Math',
	'JSON',
	'Date',
	'Intl',
	'Array',
	'Object',
	'String',
	'Number',
	'Boolean',
	'Symbol',
	'BigInt',
	'Map',
	'Set',
	'WeakMap',
	'WeakSet',
	'Promise',
	'RegExp',
	'Error',
	'TypeError',
	'RangeError',
	'SyntaxError',
	'ReferenceError',
	'URIError',
	'AggregateError',
	'ArrayBuffer',
	'DataView',
	'Int8Array',
	'Uint8Array',
	'Uint8ClampedArray',
	'Int16Array',
	'Uint16Array',
	'Int32Array',
	'Uint32Array',
	'Float32Array',
	'Float64Array',
	'BigInt64Array',
	'BigUint64Array',
	'encodeURIComponent',
	'decodeURIComponent',
	'encodeURI',
	'decodeURI',
	'parseInt',
	'parseFloat',
	'isNaN',
	'isFinite',
	'structuredClone',
	'console',
	'queueMicrotask',
	'setTimeout',
	'clearTimeout',
	'setInterval',
	'clearInterval',
	'TextEncoder',
	'TextDecoder',
	'URL',
	'URLSearchParams',
	'atob',
	'btoa',
	'AbortController',
	'AbortSignal',
	'Blob',
];

/**
 * The browser's: components use them in effects and event handlers, which run in the reader's
 * browser. While the site is built, those that Node also has and that reach out of the process
 * (the network, the machine's details) are `undefined` in the docs' modules (see {@link buildTimeShadowed}).
 */
const browserGlobals = [
	'window',
	'self',
	'document',
	'navigator',
	'location',
	'history',
	'screen',
	'localStorage',
	'sessionStorage',
	'fetch',
	'XMLHttpRequest',
	'WebSocket',
	'EventSource',
	'MutationObserver',
	'IntersectionObserver',
	'ResizeObserver',
	'requestAnimationFrame',
	'cancelAnimationFrame',
	'requestIdleCallback',
	'getComputedStyle',
	'matchMedia',
	'alert',
	'confirm',
	'prompt',
	'scrollTo',
	'innerWidth',
	'innerHeight',
	'devicePixelRatio',
	'customElements',
	'performance',
	'crypto',
	'Event',
	'CustomEvent',
	'KeyboardEvent',
	'MouseEvent',
	'PointerEvent',
	'FocusEvent',
	'InputEvent',
	'HTMLElement',
	'Element',
	'Node',
	'NodeFilter',
	'DOMParser',
	'FormData',
	'Headers',
	'Request',
	'Response',
	'Image',
	'Audio',
	'ClipboardItem',
];

/** The browser's names that reach out of the process when Node has them: `undefined` in the docs' modules at build time. */
export const buildTimeShadowed: ReadonlySet<string> = new Set([
	'fetch',
	'WebSocket',
	'EventSource',
	'XMLHttpRequest',
	'navigator',
	'localStorage',
	'sessionStorage',
]);

/** What MDX and Mintlify put in the scope of a page or a component: its props, React and its hooks. */
const runtimeGlobals = [
	'props',
	'frontmatter',
	'React',
	'useState',
	'useEffect',
	'useMemo',
	'useCallback',
	'useRef',
	'useContext',
	'useReducer',
	'useId',
	'useLayoutEffect',
	'useTransition',
	'useDeferredValue',
	'useSyncExternalStore',
	'useImperativeHandle',
	'useInsertionEffect',
	'useOptimistic',
	'useActionState',
];

/** Every name a docs file's code may read without defining it. */
export const allowedGlobals: ReadonlySet<string> = new Set([...languageGlobals, ...browserGlobals, ...runtimeGlobals]);

/**
 * Names of the machine that builds the site, refused whether or not Node has them as globals
 * here (`require`, `module` in CommonJS): each with what it would reach.
 */
export const machineGlobals: ReadonlyMap<string, string> = new Map([
	['process', 'it is the process that builds the site, with its environment variables, files and commands'],
	['globalThis', 'it holds every global of the process that builds the site, the process itself among them'],
	['global', 'it holds every global of the process that builds the site, the process itself among them'],
	['require', "it is Node's module loader, which reaches files, the network and commands"],
	['module', "it is Node's module system"],
	['exports', "it is Node's module system"],
	['__dirname', "it tells where the build's files are on its machine"],
	['__filename', "it tells where the build's files are on its machine"],
	['eval', 'it runs code made from text, which no check can see'],
	['Function', 'it makes code from text, which no check can see'],
	['Reflect', 'it reaches the inner workings of the JavaScript engine'],
	['Proxy', 'it reaches the inner workings of the JavaScript engine'],
	['WebAssembly', 'it runs compiled code, which no check can see'],
	['Buffer', 'it is the memory of the process that builds the site'],
	['Deno', "it is another runtime's"],
	['Bun', "it is another runtime's"],
]);

/**
 * Members that lead from any value to the JavaScript engine itself (`x.constructor.constructor`
 * is `Function`, which makes code from text): refused as `.name` and as `["name"]`, and in any
 * computed key a docs file's module uses while the site is built.
 */
export const refusedMembers: ReadonlySet<string> = new Set([
	'constructor',
	'__proto__',
	'__defineGetter__',
	'__defineSetter__',
	'__lookupGetter__',
	'__lookupSetter__',
	'getPrototypeOf',
	'setPrototypeOf',
	'getOwnPropertyDescriptor',
	'getOwnPropertyDescriptors',
	'prepareStackTrace',
	'captureStackTrace',
]);
