export declare const ON_DEMAND_LIBRARIES: readonly string[];
export declare const ON_DEMAND_ENTRY_POINTS: readonly string[];
export declare function providedLibrary(identifier: string): string | null;
export declare function isStartUpProvider(identifier: string, forPageOnly?: ReadonlySet<string>): boolean;
export declare function importedSubpaths(options: {
  libraries: readonly string[];
  files: readonly string[];
  read: (file: string) => string;
  listFiles: (folder: string) => string[];
  folderOf: (name: string) => string | null;
}): Set<string>;
