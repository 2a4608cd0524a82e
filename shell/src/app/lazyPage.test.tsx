import { act, render, screen } from '@testing-library/react';
import { lazyPage } from './lazyPage';

function Page({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

describe('lazyPage', () => {
  it('shows a spinner until its chunk arrives, then the page', async () => {
    let arrive!: (component: typeof Page) => void;
    const Lazy = lazyPage('test-spinner', () => new Promise<typeof Page>((resolve) => (arrive = resolve)));
    render(<Lazy name="Issues" />);
    expect(screen.getByLabelText('Loading page')).toBeInTheDocument();
    await act(async () => arrive(Page));
    expect(screen.getByRole('heading', { name: 'Issues' })).toBeInTheDocument();
  });

  it('renders a preloaded page in its first render, and loads its chunk once', async () => {
    const load = vi.fn(() => Promise.resolve(Page));
    const Lazy = lazyPage('test-preloaded', load);
    await Lazy.preload();
    render(<Lazy name="Epic" />);
    // No spinner first: the page is there without waiting for an effect or a promise.
    expect(screen.getByRole('heading', { name: 'Epic' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading page')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failure (the next visit can succeed)', async () => {
    const load = vi.fn<() => Promise<typeof Page>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Page);
    const Lazy = lazyPage('test-failed', load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    render(<Lazy name="Board" />);
    expect(await screen.findByRole('heading', { name: 'Board' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
