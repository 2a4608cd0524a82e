import { getInstance } from '@module-federation/enhanced/runtime';

export interface SharedLibraryUse {
  name: string;
  version: string;
  /** The build whose copy was provided. */
  providedBy: string;
  loaded: boolean;
  usedBy: string[];
}

/** The singletons in the page's share scope: which version, from which build, used by whom. */
export function getSharedLibraries(): SharedLibraryUse[] {
  const scopes = getInstance()?.shareScopeMap ?? {};
  const rows: SharedLibraryUse[] = [];
  for (const packages of Object.values(scopes)) {
    for (const [name, versions] of Object.entries(packages)) {
      for (const [version, shared] of Object.entries(versions)) {
        rows.push({ name, version, providedBy: shared.from, loaded: Boolean(shared.loaded), usedBy: [...new Set(shared.useIn)] });
      }
    }
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}
