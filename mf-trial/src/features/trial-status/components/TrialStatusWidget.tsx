import { InfoIcon } from '@primer/octicons-react';
import { Link, ProgressBar, Text } from 'shared-kernel/primer';
import navIconUrl from '../../../assets/trial-nav-icon.svg';
import { plansHref, trialDiscoverHref } from '../links';
import { sprintf, WIDGET_TEXTS } from '../texts';
import type { TrialStatus } from '../trialStatus';

export interface TrialStatusWidgetProps {
  trial: TrialStatus;
  /** Top-level group the trial belongs to: the plans and discover links point to it. */
  groupPath: string;
}

const rowStyle = { display: 'flex', alignItems: 'center', gap: 'var(--base-size-8, 8px)', width: '100%' } as const;
const smallText = { fontSize: 'var(--text-body-size-small, 12px)', color: 'var(--fgColor-muted)' } as const;

/**
 * The sidebar entry: "<plan> Trial" and "Day X/Y" over a progress bar while the trial runs
 * (`percentageComplete` ≤ 100), the "trial has ended" texts afterwards. The title links to the
 * group's plans page; "Learn about features" to the trial discover page.
 */
export function TrialStatusWidget({ trial, groupPath }: TrialStatusWidgetProps) {
  const learnAbout = (
    <Link href={trialDiscoverHref(groupPath)} style={smallText}>
      {WIDGET_TEXTS.learnAboutButtonTitle}
    </Link>
  );

  if (!trial.widgetActive) {
    return (
      <div style={{ display: 'flex', gap: 'var(--base-size-12, 12px)', padding: 'var(--base-size-8, 8px)' }}>
        <InfoIcon aria-hidden="true" fill="var(--fgColor-accent)" />
        <div>
          <Link href={plansHref(groupPath)} title={WIDGET_TEXTS.widgetTitleExpiredTrial} style={{ fontWeight: 600 }}>
            {WIDGET_TEXTS.widgetTitleExpiredTrial}
          </Link>
          <Text as="p" style={{ margin: 'var(--base-size-8, 8px) 0 0' }}>
            {WIDGET_TEXTS.widgetBodyExpiredTrial} {learnAbout}
          </Text>
        </div>
      </div>
    );
  }

  const title = sprintf(WIDGET_TEXTS.widgetTitle, { planName: trial.planNameWithoutTrial });
  const days = sprintf(WIDGET_TEXTS.widgetRemainingDays, { daysUsed: trial.trialDaysUsed, duration: trial.trialDuration });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--base-size-8, 8px)', padding: 'var(--base-size-8, 8px)' }}>
      <Link href={plansHref(groupPath)} title={title} muted style={rowStyle}>
        <img src={navIconUrl} alt="" width={16} height={16} />
        <Text style={{ flexGrow: 1, fontWeight: 600 }}>{title}</Text>{' '}
        <Text style={smallText}>{days}</Text>
      </Link>
      <ProgressBar
        progress={trial.progress}
        barSize="small"
        aria-label={WIDGET_TEXTS.progressLabel}
        aria-valuenow={Math.round(trial.progress)}
        aria-valuetext={`${trial.percentageComplete}%, ${days}`}
      />
      <div>{learnAbout}</div>
    </div>
  );
}
