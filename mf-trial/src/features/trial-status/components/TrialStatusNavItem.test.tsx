import { act, fireEvent, render, screen } from '@testing-library/react';
import { activeTrial, expiredTrial } from '../testTrials';
import type { GroupTrial } from '../hooks/useTrialStatus';
import { TrialStatusNavItem } from './TrialStatusNavItem';

const ACTIVE: GroupTrial = { groupPath: 'gitlab-org', groupName: 'GitLab.org', trial: activeTrial() };
const EXPIRED: GroupTrial = { groupPath: 'acme-corp', groupName: 'Acme Corp', trial: expiredTrial() };

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

function resizeTo(width: number) {
  setViewportWidth(width);
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  setViewportWidth(1280);
});

afterEach(() => {
  vi.useRealTimers();
});

const region = () => screen.getByRole('region', { name: 'Trial status' });
const dialog = () => screen.queryByRole('dialog');

describe('TrialStatusNavItem', () => {
  it('renders the widget in a "Trial status" region with the popover closed', () => {
    render(<TrialStatusNavItem groupTrial={ACTIVE} />);
    expect(region()).toHaveAttribute('data-module', 'mf_trial');
    expect(screen.getByRole('link', { name: 'Ultimate Trial Day 12/30' })).toBeInTheDocument();
    expect(dialog()).not.toBeInTheDocument();
  });

  it('opens the popover on hover and closes it 400 ms after the pointer leaves', () => {
    render(<TrialStatusNavItem groupTrial={ACTIVE} />);
    fireEvent.mouseEnter(region());
    expect(screen.getByRole('dialog', { name: "You've got 18 days remaining on GitLab Ultimate!" })).toBeInTheDocument();

    fireEvent.mouseLeave(region());
    act(() => vi.advanceTimersByTime(399));
    expect(dialog()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog()).not.toBeInTheDocument();
  });

  it('stays open when the pointer comes back within the hide delay', () => {
    render(<TrialStatusNavItem groupTrial={ACTIVE} />);
    fireEvent.mouseEnter(region());
    fireEvent.mouseLeave(region());
    act(() => vi.advanceTimersByTime(300));
    fireEvent.mouseEnter(region());
    act(() => vi.advanceTimersByTime(1000));
    expect(dialog()).toBeInTheDocument();
  });

  it('opens on keyboard focus, closes 400 ms after focus leaves the region, and at once on Escape', () => {
    render(
      <>
        <TrialStatusNavItem groupTrial={ACTIVE} />
        <button type="button">elsewhere</button>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Ultimate Trial Day 12/30' });
    act(() => link.focus());
    expect(dialog()).toBeInTheDocument();

    // Moving focus into the popover keeps it open.
    act(() => screen.getByRole('link', { name: 'Compare all plans' }).focus());
    act(() => vi.advanceTimersByTime(1000));
    expect(dialog()).toBeInTheDocument();

    act(() => screen.getByRole('button', { name: 'elsewhere' }).focus());
    act(() => vi.advanceTimersByTime(400));
    expect(dialog()).not.toBeInTheDocument();

    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(dialog()).not.toBeInTheDocument();
  });

  it('opens on click', () => {
    render(<TrialStatusNavItem groupTrial={ACTIVE} />);
    fireEvent.click(screen.getByRole('progressbar', { name: 'Trial progress' }));
    expect(dialog()).toBeInTheDocument();
  });

  it('uses the expired wordings in widget and popover', () => {
    render(<TrialStatusNavItem groupTrial={EXPIRED} />);
    fireEvent.mouseEnter(region());
    expect(screen.getByRole('link', { name: 'Your 30-day trial has ended' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: "Don't lose out on additional GitLab features" })).toBeInTheDocument();
  });

  it.each([
    ['xs', 575],
    ['sm', 767],
  ])('is hidden at the %s breakpoint', (_name, width) => {
    setViewportWidth(width);
    render(<TrialStatusNavItem groupTrial={ACTIVE} />);
    expect(screen.queryByRole('region', { name: 'Trial status' })).not.toBeInTheDocument();
  });

  it('is shown from the md breakpoint up', () => {
    setViewportWidth(768);
    render(<TrialStatusNavItem groupTrial={ACTIVE} />);
    expect(region()).toBeInTheDocument();
  });

  it('follows window resizes after a 150 ms debounce', () => {
    render(<TrialStatusNavItem groupTrial={ACTIVE} />);
    resizeTo(500);
    act(() => vi.advanceTimersByTime(149));
    expect(screen.getByRole('region', { name: 'Trial status' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('region', { name: 'Trial status' })).not.toBeInTheDocument();

    resizeTo(1000);
    act(() => vi.advanceTimersByTime(100));
    resizeTo(1100);
    act(() => vi.advanceTimersByTime(149));
    expect(screen.queryByRole('region', { name: 'Trial status' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(region()).toBeInTheDocument();
  });
});
