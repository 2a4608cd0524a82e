export declare const ON_DEMAND_LIBRARIES: readonly string[];
export declare const ON_DEMAND_ENTRY_POINTS: readonly string[];
export declare function providedLibrary(identifier: string): string | null;
export declare function isStartUpProvider(identifier: string): boolean;
