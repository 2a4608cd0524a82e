import { restClient } from 'shared-kernel/api';
import type { AbuseCategory } from 'shared-kernel/ui';

export interface AbuseReportInput {
  /** From the category step (`/-/abuse_reports`). */
  reportPath: string;
  userId: number;
  reportedFromUrl: string;
  category: AbuseCategory;
  message: string;
}

/**
 * The drawer's "Send report": `POST /-/abuse_reports` as JSON; resolves with the server's thank-you
 * text. Rejects with the kernel's `ApiError` (422 `messages`: already reported, yourself, too long).
 */
export async function sendAbuseReport({ reportPath, userId, reportedFromUrl, category, message }: AbuseReportInput): Promise<string> {
  const { data } = await restClient().post<{ message?: string }>(
    reportPath,
    { user_id: userId, abuse_report: { user_id: userId, category, message, reported_from_url: reportedFromUrl } },
    { headers: { Accept: 'application/json' } },
  );
  return data.message ?? '';
}
