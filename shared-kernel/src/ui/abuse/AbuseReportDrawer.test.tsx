// @vitest-environment jsdom
import '../domShims.testing';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AbuseReportDrawer } from './AbuseReportDrawer';

afterEach(cleanup);

describe('AbuseReportDrawer', () => {
  it('lists the eight categories with GitLab texts and submits the chosen one', () => {
    const onSubmit = vi.fn();
    render(<AbuseReportDrawer onSubmit={onSubmit} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Report abuse to administrator' })).toBeTruthy();
    const group = screen.getByRole('group', { name: /^Why are you reporting this user\?/ });
    expect(group).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      "They're posting spam.",
      "They're being offensive or abusive.",
      "They're phishing.",
      "They're crypto mining.",
      "They're posting personal information or credentials.",
      "They're violating a copyright or trademark.",
      "They're posting malware.",
      'Something else.',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: "They're crypto mining." }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith('crypto');
  });

  it('requires a category', () => {
    const onSubmit = vi.fn();
    render(<AbuseReportDrawer onSubmit={onSubmit} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('Choose a category.').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('radio', { name: 'Something else.' }));
    expect(screen.queryAllByText('Choose a category.').filter((node) => node.closest('fieldset'))).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith('other');
  });

  it('closes on the close button', () => {
    const onClose = vi.fn();
    render(<AbuseReportDrawer onSubmit={() => {}} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
