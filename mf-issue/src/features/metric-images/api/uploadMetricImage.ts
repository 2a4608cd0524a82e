import { restClient } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';
import type { MetricImage } from './metricImages';

/** `POST …/metric_images` as form data: `file`, `url`, `url_text`. */
export async function uploadMetricImage({ fullPath, iid }: IssueRef, input: { file: File; url?: string; urlText?: string }): Promise<MetricImage> {
  const form = new FormData();
  form.append('file', input.file);
  if (input.url) form.append('url', input.url);
  if (input.urlText) form.append('url_text', input.urlText);
  const { data } = await restClient().post<MetricImage>(`/api/v4/projects/${encodeURIComponent(fullPath)}/issues/${iid}/metric_images`, form);
  return data;
}
