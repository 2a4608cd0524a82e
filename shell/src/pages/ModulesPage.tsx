import { useSyncExternalStore } from 'react';
import { Flash, Heading, Label, Text } from 'shared-kernel/primer';
import { describeRoute, type ModuleEntry } from 'shared-kernel/registry';
import { useSession } from 'shared-kernel/react';
import { getRegistrySnapshot, subscribeRegistry } from '../modules/registryStore';
import { getModuleStatuses, subscribeModuleStatus, type ModuleLoadState } from '../modules/moduleStatus';
import { getSharedLibraries } from '../features/modules/api/getSharedLibraries';
import { useManifestVersion } from '../features/modules/api/getManifestVersion';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { NotFoundPage } from './NotFoundPage';

const statusVariant: Record<ModuleLoadState['status'], 'success' | 'danger' | 'attention' | 'secondary'> = {
  loaded: 'success',
  failed: 'danger',
  loading: 'attention',
  idle: 'secondary',
  disabled: 'secondary',
};

function ServedVersion({ entry }: { entry: ModuleEntry }) {
  const served = useManifestVersion(entry.manifest);
  if (served.status === 'pending') return <span className="meta">…</span>;
  if (served.status === 'error') return <span className="meta">unreachable</span>;
  return <span>{served.data ?? 'unknown'}</span>;
}

function ModuleRow({ entry, state }: { entry: ModuleEntry; state: ModuleLoadState | undefined }) {
  const status = state?.status ?? 'idle';
  return (
    <tr>
      <th scope="row">{entry.name}</th>
      <td>{entry.version}</td>
      <td>{entry.enabled ? <ServedVersion entry={entry} /> : '—'}</td>
      <td>{new URL(entry.manifest).origin}</td>
      <td>{[...(entry.slots ?? []), ...(entry.routes ?? []).map(describeRoute)].join(', ')}</td>
      <td>
        <Label variant={statusVariant[status]}>{status}</Label>
        {state?.error && <div className="meta">{state.error}</div>}
      </td>
      <td>{state?.loadMs !== undefined ? `${state.loadMs} ms` : '—'}</td>
    </tr>
  );
}

/** `/-/modules`: what the registry composes into this platform, and how each module loaded. */
export function ModulesPage() {
  useDocumentTitle('Modules');
  const session = useSession();
  const registry = useSyncExternalStore(subscribeRegistry, getRegistrySnapshot);
  const statuses = useSyncExternalStore(subscribeModuleStatus, getModuleStatuses);
  if (session.status === 'ready' && !session.user?.is_admin) return <NotFoundPage />;
  const shared = getSharedLibraries();

  return (
    <div className="page">
      <Heading as="h1">Modules</Heading>
      <Text as="p">
        Registry: <code>{registry.url}</code>. Operators change a module's version, address or switch by editing the registry; a reload applies it.
      </Text>
      {registry.error && <Flash variant="danger">The registry could not be loaded: {registry.error}</Flash>}
      {registry.problems.length > 0 && (
        <Flash variant="warning" aria-label="Registry problems">
          <strong>Skipped registry entries:</strong>
          <ul>
            {registry.problems.map((p) => (
              <li key={`${p.index}-${p.message}`}>
                Entry {p.index + 1}
                {p.name ? ` (${p.name})` : ''}: {p.message}
              </li>
            ))}
          </ul>
        </Flash>
      )}
      <table className="modules" aria-label="Registered modules">
        <thead>
          <tr>
            <th scope="col">Module</th>
            <th scope="col">Registry version</th>
            <th scope="col">Served version</th>
            <th scope="col">Origin</th>
            <th scope="col">Slots and routes</th>
            <th scope="col">Status</th>
            <th scope="col">Load time</th>
          </tr>
        </thead>
        <tbody>
          {registry.modules.map((entry) => (
            <ModuleRow key={entry.name} entry={entry} state={statuses[entry.name]} />
          ))}
        </tbody>
      </table>
      <Heading as="h2" variant="small">
        Shared libraries in use
      </Heading>
      <table className="modules" aria-label="Shared libraries">
        <thead>
          <tr>
            <th scope="col">Library</th>
            <th scope="col">Version</th>
            <th scope="col">Provided by</th>
            <th scope="col">Loaded</th>
            <th scope="col">Used by</th>
          </tr>
        </thead>
        <tbody>
          {shared.map((lib) => (
            <tr key={`${lib.name}@${lib.version}@${lib.providedBy}`}>
              <th scope="row">{lib.name}</th>
              <td>{lib.version}</td>
              <td>{lib.providedBy}</td>
              <td>{lib.loaded ? 'yes' : 'no'}</td>
              <td>{lib.usedBy.join(', ') || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
