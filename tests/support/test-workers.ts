/**
 * Test files run at a time, in every project (Vitest asks projects that differ in it for an order
 * of their own): one per core of a two-core machine. The run's builds and its browser work in
 * processes of their own beside them, so the cores are busy even while a file waits for a page or
 * a process; a third file at a time only made every process slower (whole runs from a fresh
 * clone: 729 CPU-s in 399 s with three; 630 to 680 CPU-s in 359 to 383 s with two).
 */
export const testWorkers = 2;
