import { restClient } from 'shared-kernel/api';
import type { AbuseCategory } from 'shared-kernel/ui';

/** The abuse report form (notes-area spec §3): `POST /-/abuse_reports` with the user, the page and the category. */
export async function reportAbuse(input: { userId: number; category: AbuseCategory; reportedFromUrl: string }): Promise<void> {
  await restClient().post('/-/abuse_reports', {
    user_id: input.userId,
    abuse_report: { user_id: input.userId, category: input.category, reported_from_url: input.reportedFromUrl },
  });
}
