import { restClient } from 'shared-kernel/api';
import { useRequest } from '../../../lib/useRequest';

interface Manifest {
  metaData?: { buildInfo?: { buildVersion?: string } };
}

/** The version a remote's own manifest reports, to compare with what the registry says. */
export async function getManifestVersion(manifestUrl: string, signal?: AbortSignal): Promise<string | undefined> {
  const { data } = await restClient().get<Manifest>(manifestUrl, { signal, withCredentials: false });
  return data.metaData?.buildInfo?.buildVersion;
}

export function useManifestVersion(manifestUrl: string) {
  return useRequest(`manifest:${manifestUrl}`, (signal) => getManifestVersion(manifestUrl, signal));
}
