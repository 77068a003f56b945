/** A build sent to the build worker (build-worker.ts): where to write, and the whole environment it runs in. */
export interface WorkerBuild {
	id: number;
	outDir: string;
	env: Record<string, string | undefined>;
}

/** The build's end, as its own process would have shown it. */
export interface WorkerAnswer {
	id: number;
	exitCode: number;
	stdout: string;
	stderr: string;
}
