import { restClient } from 'shared-kernel/api';
import { useQuery } from 'shared-kernel/react';
import type { MergeRequestRef } from '../types';
import { mergeRequestPath } from './mergeRequestPath';

/** A commit of the merge request (REST v4's commit fields). */
export interface MergeRequestCommit {
  id: string;
  short_id: string;
  title: string;
  author_name: string;
  authored_date: string;
  web_url?: string;
  commit_url?: string;
}

/** `GET {mr}/commits.json`: the latest version's commits, newest first. */
export async function getCommits(ref: MergeRequestRef, signal?: AbortSignal): Promise<{ count: number; commits: MergeRequestCommit[] }> {
  const { data } = await restClient().get<{ count: number; commits: MergeRequestCommit[] }>(`${mergeRequestPath(ref)}/commits.json`, { signal });
  return data;
}

/** The commits through the page's query cache. */
export function useCommits(ref: MergeRequestRef) {
  return useQuery({ queryKey: ['merge_request', ref.fullPath, ref.iid, 'commits'], queryFn: ({ signal }) => getCommits(ref, signal) });
}
