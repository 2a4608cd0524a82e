import { restClient } from 'shared-kernel/api';
import type { AbuseCategory } from 'shared-kernel/ui';

export interface AbuseCategoryInput {
  /** The note's `report_abuse_path` (`/-/abuse_reports/add_category`). */
  reportPath: string;
  userId: number;
  reportedFromUrl: string;
  category: AbuseCategory;
}

/** The report form's state the server answers for the chosen category. */
export interface AbuseReportForm {
  /** Where the details are posted (`/-/abuse_reports`). */
  reportPath: string;
}

/**
 * The drawer's Next: `POST {report_abuse_path}` with `user_id`, `abuse_report[category]` and
 * `abuse_report[reported_from_url]` (spec §3's form fields, as JSON). The server checks the user (422
 * when deleted or blocked) and the category, stores nothing, and names where the report goes.
 */
export async function addAbuseCategory({ reportPath, userId, reportedFromUrl, category }: AbuseCategoryInput): Promise<AbuseReportForm> {
  const { data } = await restClient().post<{ report_path?: string }>(reportPath, {
    user_id: userId,
    abuse_report: { category, reported_from_url: reportedFromUrl },
  });
  return { reportPath: data.report_path ?? '/-/abuse_reports' };
}
