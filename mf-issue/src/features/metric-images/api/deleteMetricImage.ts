import { restClient } from 'shared-kernel/api';
import type { IssueRef } from '../../../lib/types';

/** `DELETE …/metric_images/:image_id`. */
export async function deleteMetricImage({ fullPath, iid }: IssueRef, id: number): Promise<void> {
  await restClient().delete(`/api/v4/projects/${encodeURIComponent(fullPath)}/issues/${iid}/metric_images/${id}`);
}
