import { getCsrfToken } from 'shared-kernel/api';
import type { AbuseCategory } from 'shared-kernel/ui';

export interface AbuseReportInput {
  reportPath: string;
  userId: number;
  reportedFromUrl: string;
  category: AbuseCategory;
}

/**
 * The abuse report is a form post that navigates to the report page (spec §7: user_id, the
 * reported-from URL, the category and the authenticity token), as GitLab's drawer does.
 */
export function reportAbuse({ reportPath, userId, reportedFromUrl, category }: AbuseReportInput, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = reportPath;
  form.hidden = true;
  const fields: Record<string, string> = {
    user_id: String(userId),
    'abuse_report[reported_from_url]': reportedFromUrl,
    'abuse_report[category]': category,
    authenticity_token: getCsrfToken() ?? '',
  };
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
