import { render, screen } from '@testing-library/react';
import { activeTrial, expiredTrial, trialFixture } from '../testTrials';
import { TrialStatusWidget } from './TrialStatusWidget';

describe('TrialStatusWidget', () => {
  describe('while the trial is active (percentageComplete ≤ 100)', () => {
    it('shows "<plan> Trial" and "Day X/Y" as a link to the plans page', () => {
      render(<TrialStatusWidget trial={activeTrial()} groupPath="gitlab-org" />);
      const link = screen.getByRole('link', { name: 'Ultimate Trial Day 12/30' });
      expect(link).toHaveAttribute('href', '/groups/gitlab-org/-/billings');
      expect(link).toHaveAttribute('title', 'Ultimate Trial');
    });

    it('shows the progress as a percentage', () => {
      render(<TrialStatusWidget trial={activeTrial()} groupPath="gitlab-org" />);
      const bar = screen.getByRole('progressbar', { name: 'Trial progress' });
      expect(bar).toHaveAttribute('aria-valuenow', '40');
      expect(bar).toHaveAttribute('aria-valuemin', '0');
      expect(bar).toHaveAttribute('aria-valuemax', '100');
      expect(bar).toHaveAttribute('aria-valuetext', '40%, Day 12/30');
    });

    it('shows the nav icon image from the package', () => {
      const { container } = render(<TrialStatusWidget trial={activeTrial()} groupPath="gitlab-org" />);
      const icon = container.querySelector('img');
      expect(icon).toHaveAttribute('alt', '');
      // Small assets are inlined by the build (and by Vite in tests) as data URLs.
      expect(icon?.getAttribute('src')).toMatch(/^data:image\/svg\+xml|trial-nav-icon.*\.svg$/);
    });

    it('links to the trial discover page', () => {
      render(<TrialStatusWidget trial={activeTrial()} groupPath="gitlab-org" />);
      expect(screen.getByRole('link', { name: 'Learn about features' })).toHaveAttribute('href', '/groups/gitlab-org/-/discover');
    });

    it('is still active on the last day (Day 30/30, 100 %)', () => {
      render(<TrialStatusWidget trial={trialFixture('2025-10-23', '2025-11-22')} groupPath="gitlab-org" />);
      expect(screen.getByRole('link', { name: 'Ultimate Trial Day 30/30' })).toBeInTheDocument();
      expect(screen.getByRole('progressbar', { name: 'Trial progress' })).toHaveAttribute('aria-valuenow', '100');
    });
  });

  describe('once the trial has expired (percentageComplete > 100)', () => {
    it('shows the expired title as a link to the plans page and the expired body', () => {
      render(<TrialStatusWidget trial={expiredTrial()} groupPath="acme-corp" />);
      expect(screen.getByRole('link', { name: 'Your 30-day trial has ended' })).toHaveAttribute('href', '/groups/acme-corp/-/billings');
      expect(screen.getByText(/Looking to do more with GitLab\?/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Learn about features' })).toHaveAttribute('href', '/groups/acme-corp/-/discover');
    });

    it('shows neither the plan title, the day count nor the progress bar', () => {
      render(<TrialStatusWidget trial={expiredTrial()} groupPath="acme-corp" />);
      expect(screen.queryByText(/Premium Trial/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Day \d+\/\d+/)).not.toBeInTheDocument();
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    });

    it('switches on the day after the end', () => {
      render(<TrialStatusWidget trial={trialFixture('2025-10-22', '2025-11-21')} groupPath="gitlab-org" />);
      expect(screen.getByRole('link', { name: 'Your 30-day trial has ended' })).toBeInTheDocument();
    });
  });
});
