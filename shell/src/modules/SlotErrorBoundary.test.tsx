import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SlotErrorBoundary } from './SlotErrorBoundary';
import { RemoteLoadError } from './runtimePlugin';

function Throws({ error }: { error: Error }): null {
  throw error;
}

describe('SlotErrorBoundary', () => {
  it("says which remote's origin failed and why", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new RemoteLoadError('mf_trial/TrialWidget', new TypeError('Failed to fetch'), { url: 'http://localhost:8082/mf-manifest.json', pageOrigin: 'http://127.0.0.1:8080' });
    render(
      <SlotErrorBoundary label="Trial status" onRetry={() => {}}>
        <Throws error={failure} />
      </SlotErrorBoundary>,
    );
    expect(screen.getByText('Trial status could not be loaded')).toBeInTheDocument();
    expect(document.body.textContent).toContain(
      "Module mf_trial/TrialWidget could not be loaded from http://localhost:8082: Failed to fetch (http://localhost:8082 did not answer, or does not allow this page's origin http://127.0.0.1:8080 (CORS)",
    );
  });

  it('keeps the generic text for an error thrown by the remote itself', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <SlotErrorBoundary label="Notes" onRetry={() => {}}>
        <Throws error={new Error('render bug')} />
      </SlotErrorBoundary>,
    );
    expect(document.body.textContent).toContain('This part of the page is unavailable right now.');
    expect(document.body.textContent).not.toContain('render bug');
  });
});
