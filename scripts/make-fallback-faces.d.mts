/** app/inter-fallback.css as the table (assets/fonts/inter-fallback.json by default) generates it. */
export function fallbackFaces(table?: unknown): Promise<string>;
