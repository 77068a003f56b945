/**
 * Test files run at a time, in every project (Vitest asks projects that differ in it for an order
 * of their own): one per core of a two-core machine. The run's builds and its browser work in
 * processes of their own beside them, so the cores are busy even while a file waits for a page or
 * a process; a third file at a time only made every process slower (measured over a whole run:
 * about 14 % more CPU time, and 10 % more time in all).
 */
export const testWorkers = 2;
