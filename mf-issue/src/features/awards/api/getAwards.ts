import { useCallback, useEffect, useState } from 'react';
import { restClient } from 'shared-kernel/api';
import type { Award } from 'shared-kernel/ui';
import type { IssueRef } from '../../../lib/types';

/** Award list page size (spec §9). */
export const AWARDS_PER_PAGE = 100;

/**
 * `GET /api/v4/projects/:id/issues/:iid/award_emoji?per_page=100&page=N` (an epic's:
 * `/api/v4/groups/:id/epics/:epic_iid/award_emoji`), following `x-next-page` until it is empty.
 */
export async function getAwards({ fullPath, iid, kind }: IssueRef, signal?: AbortSignal): Promise<Award[]> {
  const awards: Award[] = [];
  const path = kind === 'epic' ? `/api/v4/groups/${encodeURIComponent(fullPath)}/epics/${iid}/award_emoji` : `/api/v4/projects/${encodeURIComponent(fullPath)}/issues/${iid}/award_emoji`;
  let page: string | undefined = '1';
  while (page) {
    const response: { data: Award[]; headers: unknown } = await restClient().get<Award[]>(path, {
      params: { per_page: AWARDS_PER_PAGE, page },
      signal,
    });
    awards.push(...(Array.isArray(response.data) ? response.data : []));
    const next: unknown = (response.headers as Record<string, unknown>)['x-next-page'];
    page = typeof next === 'string' && next.trim() !== '' && next !== page ? next : undefined;
  }
  return awards;
}

/** The issue's awards (empty until loaded or when the list cannot be read) and a reload. */
export function useAwards(ref: IssueRef): { awards: Award[]; reload: () => void } {
  const { fullPath, iid, kind } = ref;
  const [awards, setAwards] = useState<Award[]>([]);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getAwards({ fullPath, iid, kind }, controller.signal).then(
      (list) => !controller.signal.aborted && setAwards(list),
      () => {},
    );
    return () => controller.abort();
  }, [fullPath, iid, kind, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { awards, reload };
}
