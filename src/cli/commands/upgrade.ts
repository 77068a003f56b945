export async function runUpgrade(_options: { dir?: string }): Promise<number> {
	return 1;
}
