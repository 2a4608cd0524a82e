import { render, screen } from '@testing-library/react';
import { activeTrial, expiredTrial, trialFixture } from '../testTrials';
import { formatTrialEndDate, popoverTitle, TrialStatusPopover } from './TrialStatusPopover';

function renderPopover(trial = activeTrial(), open = true) {
  return render(<TrialStatusPopover trial={trial} groupPath="gitlab-org" open={open} titleId="trial-popover-title" />);
}

describe('formatTrialEndDate', () => {
  it("uses the 'mmmm d' format", () => {
    expect(formatTrialEndDate('2025-12-10')).toBe('December 10');
    expect(formatTrialEndDate('2026-01-01')).toBe('January 1');
  });
});

describe('popoverTitle', () => {
  it('counts days remaining with singular and plural forms', () => {
    expect(popoverTitle(activeTrial())).toBe("You've got 18 days remaining on GitLab Ultimate!");
    expect(popoverTitle(trialFixture('2025-10-24', '2025-11-23'))).toBe("You've got 1 day remaining on GitLab Ultimate!");
    expect(popoverTitle(trialFixture('2025-10-23', '2025-11-22'))).toBe("You've got 0 days remaining on GitLab Ultimate!");
  });

  it('switches to the expired title when daysRemaining < 0', () => {
    expect(popoverTitle(trialFixture('2025-10-22', '2025-11-21'))).toBe("Don't lose out on additional GitLab features");
  });
});

describe('TrialStatusPopover', () => {
  it('renders nothing while closed', () => {
    renderPopover(activeTrial(), false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows days remaining, plan and the end date in bold for an active trial', () => {
    renderPopover();
    const dialog = screen.getByRole('dialog', { name: "You've got 18 days remaining on GitLab Ultimate!" });
    expect(dialog).toHaveTextContent(
      'Your trial ends on December 10. We hope you’re enjoying the features of GitLab Ultimate. To keep those features after your trial ends, you’ll need to buy a subscription. (You can also choose GitLab Premium if it meets your needs.)',
    );
    expect(screen.getByText('December 10').tagName).toBe('B');
  });

  it('offers compare plans, contact sales and the discover page', () => {
    renderPopover();
    expect(screen.getByRole('link', { name: 'Compare all plans' })).toHaveAttribute('href', '/groups/gitlab-org/-/billings');
    expect(screen.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', 'https://about.gitlab.com/sales/');
    expect(screen.getByRole('link', { name: 'Learn about features' })).toHaveAttribute('href', '/groups/gitlab-org/-/discover');
  });

  it('uses the expired wording once daysRemaining is negative', () => {
    renderPopover(expiredTrial());
    const dialog = screen.getByRole('dialog', { name: "Don't lose out on additional GitLab features" });
    expect(dialog).toHaveTextContent(
      'Upgrade to regain access to powerful features like advanced team management for code, security, and reporting.',
    );
    expect(dialog).not.toHaveTextContent('Your trial ends on');
    expect(screen.getByRole('link', { name: 'Contact sales' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare all plans' })).toBeInTheDocument();
  });

  it('still reads active on the last day (daysRemaining 0)', () => {
    renderPopover(trialFixture('2025-10-23', '2025-11-22'));
    expect(screen.getByRole('dialog')).toHaveTextContent('Your trial ends on November 22.');
  });
});
