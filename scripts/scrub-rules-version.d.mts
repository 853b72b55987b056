export function rulesFiles(read?: (file: string) => string, exists?: (file: string) => boolean): string[];
export function rulesVersion(read?: (file: string) => string, exists?: (file: string) => boolean): string;
export const VERSION_FILE: string;
export function versionModule(version: string): string;
