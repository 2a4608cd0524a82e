import { issuableQueryKey } from 'shared-kernel/query';
import { useQuery } from 'shared-kernel/react';
import type { IssuableApi, IssuableTemplate } from 'issuable-ui/react';

const NONE: IssuableTemplate[] = [];

/**
 * The API's description templates, through the page's query cache under the issuable's key (read once
 * per page, however often the form opens), or none when it has none or the list fails (the picker then hides).
 */
export function useTemplates(api: IssuableApi): IssuableTemplate[] {
  const { templates } = api;
  const query = useQuery({
    queryKey: issuableQueryKey(api.kind, api.fullPath, api.iid, 'templates'),
    queryFn: ({ signal }) => (templates ? templates.list(signal) : Promise.resolve(NONE)),
    enabled: templates !== undefined,
    // Templates live in the repository: once per page load is enough.
    staleTime: Infinity,
  });
  return (templates && query.data) || NONE;
}
