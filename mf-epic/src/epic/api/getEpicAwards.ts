import { restClient } from 'shared-kernel/api';
import type { Award } from 'shared-kernel/ui';
import type { EpicRef } from '../types';

/** Award list page size (issue-page spec §9). */
const AWARDS_PER_PAGE = 100;

/** `GET /api/v4/groups/:id/epics/:epic_iid/award_emoji?per_page=100&page=N`, following `x-next-page` until it is empty. */
export async function getEpicAwards({ groupPath, iid }: EpicRef, signal?: AbortSignal): Promise<Award[]> {
  const awards: Award[] = [];
  const path = `/api/v4/groups/${encodeURIComponent(groupPath)}/epics/${iid}/award_emoji`;
  let page: string | undefined = '1';
  while (page) {
    const response: { data: Award[]; headers: unknown } = await restClient().get<Award[]>(path, { params: { per_page: AWARDS_PER_PAGE, page }, signal });
    awards.push(...(Array.isArray(response.data) ? response.data : []));
    const next: unknown = (response.headers as Record<string, unknown>)['x-next-page'];
    page = typeof next === 'string' && next.trim() !== '' && next !== page ? next : undefined;
  }
  return awards;
}
