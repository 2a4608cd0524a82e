// @vitest-environment jsdom
import 'shared-kernel/testing';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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

  it('two steps: category, then the reason; sends the report and confirms in the drawer', async () => {
    const onCategoryChosen = vi.fn(async () => {});
    const onSendReport = vi.fn(async () => undefined);
    const onClose = vi.fn();
    render(
      <AbuseReportDrawer
        onCategoryChosen={onCategoryChosen}
        onSendReport={onSendReport}
        onClose={onClose}
        reportedUser={{ name: 'Rita Reporter', username: 'rita' }}
        reportedFromUrl="http://localhost/gitlab-org/gitlab/-/issues/1#note_5"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByText('Choose a category.').length).toBeGreaterThan(0);
    expect(onCategoryChosen).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: "They're posting spam." }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const details = await screen.findByRole('form', { name: 'Abuse report details' });
    expect(onCategoryChosen).toHaveBeenCalledWith('spam');
    expect(details.textContent).toContain('Rita Reporter @rita');
    expect(details.textContent).toContain('http://localhost/gitlab-org/gitlab/-/issues/1#note_5');
    expect(details.textContent).toContain("They're posting spam.");

    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('A reason is required.')).toBeTruthy();
    expect(onSendReport).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), { target: { value: '  Links to a scam  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect((await screen.findByRole('status')).textContent).toBe('Thank you for your report. A GitLab administrator will look into it shortly.');
    expect(onSendReport).toHaveBeenCalledWith({ category: 'spam', message: 'Links to a scam' });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the step and shows the server messages when a step is refused; Back returns to the categories', async () => {
    const refused = Object.assign(new Error('422'), { messages: ['You have already reported this user'] });
    const onSendReport = vi.fn(async () => Promise.reject(refused));
    let chosen = 0;
    const onCategoryChosen = vi.fn(async () => {
      chosen += 1;
      if (chosen === 1) throw Object.assign(new Error('422'), { messages: ['Cannot create the abuse report. This user has been blocked.'] });
    });
    render(<AbuseReportDrawer initialCategory="other" onCategoryChosen={onCategoryChosen} onSendReport={onSendReport} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Cannot create the abuse report. This user has been blocked.');
    expect(screen.getByRole('radio', { name: 'Something else.' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(await screen.findByRole('textbox', { name: /Reason/ }), { target: { value: 'Again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('You have already reported this user'));
    expect(screen.getByRole('textbox', { name: /Reason/ })).toBeTruthy();

    onSendReport.mockImplementationOnce(async () => Promise.reject(new Error('Network Error')));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Something went wrong while sending the abuse report. Please try again.'));

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByRole('radio', { name: 'Something else.' }) as HTMLInputElement).checked).toBe(true);
  });
});
