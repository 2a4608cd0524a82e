import { restClient } from 'shared-kernel/api';
import { differenceInDays, parseIsoDate } from 'shared-kernel/dates';
import { getGroupSubscription } from './getGroupSubscription';
import type { TrialGroup } from './trialGroup';
import { useTrialQuery, type RequestState } from './useTrialQuery';

/** One entry of `GET /api/v4/namespaces` (GitLab.com shape with the plan and trial extras). */
export interface NamespaceResponse {
  id: number;
  name: string;
  path: string;
  kind: 'group' | 'user';
  full_path: string;
  parent_id: number | null;
  avatar_url?: string | null;
  web_url?: string;
  members_count_with_descendants?: number;
  billable_members_count?: number;
  /** Plan code of the namespace's top-level group, e.g. `ultimate_trial`. */
  plan?: string;
  /** `YYYY-MM-DD` or null. */
  trial_ends_on: string | null;
  trial: boolean;
}

/** The API's maximum page size. */
export const NAMESPACES_PER_PAGE = 100;
/** Pages read at most (an administrator sees every namespace). */
export const NAMESPACES_MAX_PAGES = 10;

/** A top-level group on a trial with a usable end date, and whether that trial is still running on `today`. */
function trialOf(namespace: NamespaceResponse, today: Date): { namespace: NamespaceResponse; active: boolean } | null {
  if (namespace.kind !== 'group' || namespace.parent_id !== null || !namespace.trial || !namespace.trial_ends_on) return null;
  const end = parseIsoDate(namespace.trial_ends_on.slice(0, 10));
  return end ? { namespace, active: differenceInDays(today, end) >= 0 } : null;
}

/**
 * The viewer's top-level group on a trial: the first with an active trial (end date today or later),
 * otherwise the first with an expired one; `null` when none. Reads `GET /api/v4/namespaces` page by page
 * (stopping at the first active trial).
 */
export async function getTrialNamespace(today: Date, signal?: AbortSignal): Promise<NamespaceResponse | null> {
  let firstExpired: NamespaceResponse | null = null;
  for (let page = 1; page <= NAMESPACES_MAX_PAGES; page += 1) {
    const response = await restClient().get<NamespaceResponse[]>('/api/v4/namespaces', {
      params: { page, per_page: NAMESPACES_PER_PAGE },
      signal,
    });
    for (const namespace of response.data) {
      const trial = trialOf(namespace, today);
      if (trial?.active) return trial.namespace;
      if (trial) firstExpired ??= trial.namespace;
    }
    const nextPage = Number(response.headers['x-next-page'] || 0);
    if (!nextPage || response.data.length === 0) break;
  }
  return firstExpired;
}

/** The viewer's trial group (see {@link getTrialNamespace}) with its subscription, for the start date and plan name. */
export async function getTrialNamespaces(today: Date, signal?: AbortSignal): Promise<TrialGroup | null> {
  const namespace = await getTrialNamespace(today, signal);
  if (!namespace) return null;
  const subscription = await getGroupSubscription(namespace.id, signal);
  return { fullPath: namespace.full_path, name: namespace.name, subscription };
}

function loadForDay(day: string, signal: AbortSignal): Promise<TrialGroup | null> {
  const today = parseIsoDate(day);
  if (!today) return Promise.resolve(null);
  return getTrialNamespaces(today, signal);
}

/** `YYYY-MM-DD` of `date`'s local calendar day. */
export function localIsoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The signed-in viewer's own trial group on `today` (a new request when the day changes). Pass `null`
 * to skip the request. A 404/403 gives `data: null`.
 */
export function useTrialNamespaces(today: Date | null): RequestState<TrialGroup> {
  return useTrialQuery('own-trial', today === null ? null : localIsoDay(today), loadForDay);
}
