import { restClient } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';
import type { MetricImage } from './metricImages';

/** `PUT …/metric_images/:image_id` with `url` and `url_text`. */
export async function updateMetricImage({ fullPath, iid }: IssueRef, id: number, input: { url: string; urlText: string }): Promise<MetricImage> {
  const { data } = await restClient().put<MetricImage>(`/api/v4/projects/${encodeURIComponent(fullPath)}/issues/${iid}/metric_images/${id}`, {
    url: input.url,
    url_text: input.urlText,
  });
  return data;
}
