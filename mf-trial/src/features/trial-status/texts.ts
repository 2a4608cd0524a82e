/**
 * User-facing texts, taken verbatim from GitLab EE's trial widget and popover
 * (ee/app/assets/javascripts/contextual_sidebar/components/constants.js, GitLab 16.x, and the
 * hand-raise-lead button's `PQL|Contact sales`). `%{name}` placeholders as in GitLab's `sprintf`.
 */
export const WIDGET_TEXTS = {
  widgetTitle: '%{planName} Trial',
  widgetRemainingDays: 'Day %{daysUsed}/%{duration}',
  widgetTitleExpiredTrial: 'Your 30-day trial has ended',
  widgetBodyExpiredTrial: 'Looking to do more with GitLab?',
  learnAboutButtonTitle: 'Learn about features',
  progressLabel: 'Trial progress',
  regionLabel: 'Trial status',
} as const;

export const POPOVER_TEXTS = {
  popoverTitleOne: "You've got %{daysRemaining} day remaining on GitLab %{planName}!",
  popoverTitleOther: "You've got %{daysRemaining} days remaining on GitLab %{planName}!",
  popoverContent:
    'Your trial ends on %{boldStart}%{trialEndDate}%{boldEnd}. We hope you’re enjoying the features of GitLab %{planName}. To keep those features after your trial ends, you’ll need to buy a subscription. (You can also choose GitLab Premium if it meets your needs.)',
  popoverTitleExpiredTrial: "Don't lose out on additional GitLab features",
  popoverContentExpiredTrial:
    'Upgrade to regain access to powerful features like advanced team management for code, security, and reporting.',
  compareAllButtonTitle: 'Compare all plans',
  contactSales: 'Contact sales',
  learnAboutButtonTitle: 'Learn about features',
} as const;

/** GitLab's `formatDate` mask for the trial end date ("December 10"). */
export const TRIAL_END_DATE_FORMAT = 'mmmm d';

/** Window-resize debounce and the breakpoints at which the widget and its popover stay hidden. */
export const RESIZE_DEBOUNCE_MS = 150;
export const DISABLED_BREAKPOINTS: readonly string[] = ['xs', 'sm'];

/** GitLab's popover `delay: { hide: 400 }`: time to move the pointer from the widget into the popover. */
export const POPOVER_HIDE_DELAY_MS = 400;

/** Where "Contact sales" leads (GitLab opens its hand-raise-lead form; this platform links to sales). */
export const CONTACT_SALES_URL = 'https://about.gitlab.com/sales/';

/** Replaces `%{name}` placeholders (GitLab's `sprintf` without escaping: React escapes on render). */
export function sprintf(template: string, values: Record<string, string | number>): string {
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
