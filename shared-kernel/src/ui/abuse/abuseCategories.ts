/** Abuse report categories (notes-area spec §9), in GitLab's order. */
export const ABUSE_CATEGORIES = ['spam', 'offensive', 'phishing', 'crypto', 'credentials', 'copyright', 'malware', 'other'] as const;

/** One of {@link ABUSE_CATEGORIES}. */
export type AbuseCategory = (typeof ABUSE_CATEGORIES)[number];

/** GitLab's radio texts of each category. */
export const ABUSE_CATEGORY_LABELS: Readonly<Record<AbuseCategory, string>> = Object.freeze({
  spam: "They're posting spam.",
  offensive: "They're being offensive or abusive.",
  phishing: "They're phishing.",
  crypto: "They're crypto mining.",
  credentials: "They're posting personal information or credentials.",
  copyright: "They're violating a copyright or trademark.",
  malware: "They're posting malware.",
  other: 'Something else.',
});

/** The drawer's title. */
export const ABUSE_DRAWER_TITLE = 'Report abuse to administrator';
/** The category question. */
export const ABUSE_CATEGORY_QUESTION = 'Why are you reporting this user?';
/** Shown when Next is pressed without a category. */
export const ABUSE_CATEGORY_REQUIRED_MESSAGE = 'Choose a category.';
/** The drawer's z-index (notes-area spec §9). */
export const ABUSE_DRAWER_Z_INDEX = 300;

/** Whether `value` is an abuse category. */
export function isAbuseCategory(value: unknown): value is AbuseCategory {
  return typeof value === 'string' && (ABUSE_CATEGORIES as readonly string[]).includes(value);
}

/** Under the details step's reason (GitLab's report form). */
export const ABUSE_REASON_HELP = "Explain why you're reporting the user.";
/** Shown when "Send report" is pressed without a reason. */
export const ABUSE_REASON_REQUIRED_MESSAGE = 'A reason is required.';
/** GitLab's notice once a report is saved (AbuseReportsController#create). */
export const ABUSE_REPORT_THANKS = 'Thank you for your report. A GitLab administrator will look into it shortly.';
/** Shown when sending failed without a reason from the server. */
export const ABUSE_REPORT_ERROR = 'Something went wrong while sending the abuse report. Please try again.';
