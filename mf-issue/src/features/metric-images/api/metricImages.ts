import { restClient } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';

/** An incident's metric image (spec §3: file, url, url_text), as GitLab's REST API returns it. */
export interface MetricImage {
  id: number;
  filename: string;
  file_path: string;
  url: string | null;
  url_text: string | null;
}

const base = ({ fullPath, iid }: IssueRef) => `/api/v4/projects/${encodeURIComponent(fullPath)}/issues/${iid}/metric_images`;

/** `GET /api/v4/projects/:id/issues/:issue_iid/metric_images`. */
export async function getMetricImages(ref: IssueRef, signal?: AbortSignal): Promise<MetricImage[]> {
  const { data } = await restClient().get<MetricImage[]>(base(ref), { signal });
  return Array.isArray(data) ? data : [];
}
