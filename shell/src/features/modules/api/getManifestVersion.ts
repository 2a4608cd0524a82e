import { restClient } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';

interface Manifest {
  metaData?: { buildInfo?: { buildVersion?: string } };
}

/** The version a remote's own manifest reports, to compare with what the registry says. */
export async function getManifestVersion(manifestUrl: string, signal?: AbortSignal): Promise<string | undefined> {
  const { data } = await restClient().get<Manifest>(manifestUrl, { signal, withCredentials: false });
  return data.metaData?.buildInfo?.buildVersion;
}

export function useManifestVersion(manifestUrl: string) {
  return useQuery({ queryKey: ['shell', 'manifest-version', manifestUrl], queryFn: ({ signal }) => getManifestVersion(manifestUrl, signal) });
}
