/** build/server/, where `npm run build` compiles the server. */
export declare const serverOutDir: string;
/** Compiles the server into `outDir` (default build/server/). */
export declare function buildServer(outDir?: string): Promise<void>;
/** Why `outDir` must be (re)built, or undefined when it is up to date. */
export declare function serverBuildReason(outDir?: string): string | undefined;
/** Compiles build/server/ when it is missing or stale. */
export declare function buildIfStale(): Promise<void>;
