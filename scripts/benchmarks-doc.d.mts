/** See benchmarks-doc.mjs: one marked section of docs/benchmarks.md. */
export const benchmarksFile: string;
export function writeBenchmarkSection(id: string, markdown: string): Promise<void>;
