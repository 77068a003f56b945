/** How the bench's tables write their figures. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
export const megabytes = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
export const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const cpuSeconds = (summary: { cpuMs?: number } | undefined) => (summary?.cpuMs === undefined ? '–' : seconds(summary.cpuMs));

/** `a / b` as `2.26x`, or a dash when either side was not measured. */
export const ratio = (a: number | undefined, b: number | undefined) =>
	a !== undefined && b !== undefined && b > 0 ? `${(a / b).toFixed(2)}x` : '–';
