/**
 * How much memory the server lets itself hold beyond what it uses (docs/decisions/0224).
 *
 * V8 lets the heap grow to up to four times what survived the last full collection before it
 * collects again. The server keeps about 50 MB alive under load (kept answers included), but
 * under a burst of requests the heap reached 250 MB of mostly garbage and the process 320 MB,
 * over the 300 MB budget. Growing by at most twice the live size collects the old generation a
 * little more often (young garbage, most of it, is unaffected) and keeps the heap near 2 × live.
 */
import { setFlagsFromString } from 'node:v8';

export const HEAP_GROWING_PERCENT = 100;

/**
 * glibc hands a thread blocks above its mmap threshold straight from the OS and back, but raises
 * that threshold after the first such block is freed; scrypt's 16 MB blocks then stay in each
 * libuv thread's arena (up to 32 MB per thread, 40 MB more resident after a burst of sign-ins).
 * A threshold given in the environment stays fixed. Read by glibc at process start, so whoever
 * starts the server sets it: scripts/start.mjs, the Dockerfile, the benchmarks.
 */
export const SERVER_PROCESS_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' } as const;

/** Called once at start, before the heap has grown. */
export function boundHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
