// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEventBus } from 'shared-kernel/event-bus';
import { invalidateQueries, resetQueryClient } from 'shared-kernel/query';
import { useMutation, useQuery } from 'shared-kernel/react';

afterEach(() => {
  cleanup();
  resetQueryClient();
  resetEventBus();
});

function Title({ fetchTitle, id }: { fetchTitle: (signal: AbortSignal) => Promise<string>; id: string }) {
  const query = useQuery({ queryKey: ['title'], queryFn: ({ signal }) => fetchTitle(signal) });
  if (query.status === 'pending') return <p>Loading {id}</p>;
  if (query.status === 'error') return <p role="alert">{query.error.message}</p>;
  return <h1 data-testid={id}>{query.data}</h1>;
}

describe('useQuery', () => {
  it('two components (two remotes) reading one key share one request and re-render on invalidation', async () => {
    let title = 'First';
    const fetchTitle = vi.fn(async () => title);
    render(
      <>
        <Title fetchTitle={fetchTitle} id="a" />
        <Title fetchTitle={fetchTitle} id="b" />
      </>,
    );
    expect(await screen.findByTestId('a')).toHaveTextContent('First');
    expect(screen.getByTestId('b')).toHaveTextContent('First');
    expect(fetchTitle).toHaveBeenCalledTimes(1);

    title = 'Second';
    await act(() => invalidateQueries(['title']));
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('Second'));
    expect(screen.getByTestId('b')).toHaveTextContent('Second');
    expect(fetchTitle).toHaveBeenCalledTimes(2);
  });

  it('shows a failed read as an error at once (no retries)', async () => {
    const fetchTitle = vi.fn(async () => {
      throw new Error('Something went wrong');
    });
    render(<Title fetchTitle={fetchTitle} id="a" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(fetchTitle).toHaveBeenCalledTimes(1);
  });
});

function Rename({ save }: { save: (title: string) => Promise<string> }) {
  const mutation = useMutation({ mutationFn: save, onSuccess: () => invalidateQueries(['title']) });
  return (
    <>
      <button type="button" onClick={() => mutation.mutate('Renamed')}>
        Save
      </button>
      {mutation.error && <p role="alert">{mutation.error.message}</p>}
      {mutation.status === 'success' && <p>Saved {mutation.data}</p>}
    </>
  );
}

describe('useMutation', () => {
  it('tracks the write and keeps a failure as its error', async () => {
    const save = vi.fn(async (title: string) => title);
    const { unmount } = render(<Rename save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved Renamed')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith('Renamed', expect.anything());
    unmount();

    render(<Rename save={async () => Promise.reject(new Error('Title is too long'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Title is too long');
  });
});
