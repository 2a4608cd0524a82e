import type { AbuseCategory } from 'shared-kernel/ui';
import { restClient } from './restClient';

/** What an issuable page reports (its author, the page, the category chosen in `AbuseReportDrawer`). */
export interface AbuseReportInput {
  userId: number;
  category: AbuseCategory;
  reportedFromUrl: string;
}

/** The abuse report form (notes-area spec §3): `POST /-/abuse_reports` with the user, the page and the category. */
export async function reportAbuse(input: AbuseReportInput): Promise<void> {
  await restClient().post('/-/abuse_reports', {
    user_id: input.userId,
    abuse_report: { user_id: input.userId, category: input.category, reported_from_url: input.reportedFromUrl },
  });
}
