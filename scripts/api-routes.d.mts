// Types of scripts/api-routes.mjs, for the test that keeps its output current.
export declare const OUTPUT: string;
export declare const ROUTE_METHODS: readonly string[];
export declare function exportedMethods(source: string): string[];
export declare function scanApiRoutes(): Record<string, string[]>;
export declare function renderApiRoutes(): Promise<string>;
