/**
 * Test files run at a time, in every project (Vitest asks projects that differ in it for an order
 * of their own): one more than this machine's two cores, since browser and command tests spend
 * part of their time waiting for a page or a process, and a third file keeps both cores busy meanwhile.
 */
export const testWorkers = 3;
