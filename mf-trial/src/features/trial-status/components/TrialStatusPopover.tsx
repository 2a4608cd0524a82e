import { Heading, LinkButton, Popover, Text } from 'shared-kernel/primer';
import type { CSSProperties } from 'react';
import { formatDate, parseIsoDate } from 'shared-kernel/dates';
import { plansHref, trialDiscoverHref } from '../links';
import { CONTACT_SALES_URL, POPOVER_TEXTS, sprintf, TRIAL_END_DATE_FORMAT } from '../texts';
import type { TrialStatus } from '../trialStatus';

export interface TrialStatusPopoverProps {
  trial: TrialStatus;
  groupPath: string;
  open: boolean;
  /** Id of the title, which names the dialog. */
  titleId: string;
  style?: CSSProperties;
}

/** The end date (`YYYY-MM-DD`, read as a local calendar date) formatted 'mmmm d' ("December 10"). */
export function formatTrialEndDate(isoDate: string): string {
  const date = parseIsoDate(isoDate);
  return date ? formatDate(date, TRIAL_END_DATE_FORMAT) : isoDate;
}

/** Popover title: days remaining while the trial runs (`daysRemaining` ≥ 0), the upgrade pitch after. */
export function popoverTitle(trial: TrialStatus): string {
  if (!trial.popoverActive) return POPOVER_TEXTS.popoverTitleExpiredTrial;
  const template = trial.daysRemaining === 1 ? POPOVER_TEXTS.popoverTitleOne : POPOVER_TEXTS.popoverTitleOther;
  return sprintf(template, { daysRemaining: trial.daysRemaining, planName: trial.planNameWithoutTrial });
}

function ActiveContent({ trial }: { trial: TrialStatus }) {
  const [before = '', rest = ''] = POPOVER_TEXTS.popoverContent.split('%{boldStart}');
  const [bold = '', after = ''] = rest.split('%{boldEnd}');
  const values = { trialEndDate: formatTrialEndDate(trial.trialEndDate), planName: trial.planNameWithoutTrial };
  return (
    <Text as="p" style={{ margin: 0 }}>
      {sprintf(before, values)}
      <b>{sprintf(bold, values)}</b>
      {sprintf(after, values)}
    </Text>
  );
}

/**
 * The trial popover beside the widget: days remaining and end date, or the expired pitch, then
 * "Compare all plans", "Contact sales" and "Learn about features". A non-modal dialog named by its title.
 */
export function TrialStatusPopover({ trial, groupPath, open, titleId, style }: TrialStatusPopoverProps) {
  if (!open) return null;
  return (
    <Popover open={open} caret="left-bottom" style={style}>
      <Popover.Content role="dialog" aria-labelledby={titleId} width="small" style={{ padding: 'var(--base-size-16, 16px)' }}>
        <Heading as="h2" variant="small" id={titleId} style={{ marginBottom: 'var(--base-size-8, 8px)' }}>
          {popoverTitle(trial)}
        </Heading>
        {trial.popoverActive ? (
          <ActiveContent trial={trial} />
        ) : (
          <Text as="p" style={{ margin: 0 }}>
            {POPOVER_TEXTS.popoverContentExpiredTrial}
          </Text>
        )}
        <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--base-size-8, 8px)', marginTop: 'var(--base-size-16, 16px)' }}>
          <LinkButton href={plansHref(groupPath)} variant="primary" size="small" block>
            {POPOVER_TEXTS.compareAllButtonTitle}
          </LinkButton>
          <LinkButton href={CONTACT_SALES_URL} size="small" block target="_blank" rel="noopener noreferrer">
            {POPOVER_TEXTS.contactSales}
          </LinkButton>
          <LinkButton href={trialDiscoverHref(groupPath)} variant="invisible" size="small" block>
            {POPOVER_TEXTS.learnAboutButtonTitle}
          </LinkButton>
        </div>
      </Popover.Content>
    </Popover>
  );
}
