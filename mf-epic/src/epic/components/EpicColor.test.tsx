import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import type * as ApiModule from 'shared-kernel/api';
import { MutationErrors } from 'shared-kernel/api';
import { EPIC_COLOR_FETCH_ERROR, EPIC_COLOR_UPDATE_ERROR } from '../texts';
import { EpicColor } from './EpicColor';

const graphql = vi.hoisted(() => ({ graphqlMutate: vi.fn(), graphqlQuery: vi.fn() }));
vi.mock('shared-kernel/api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), graphqlMutate: graphql.graphqlMutate, graphqlQuery: graphql.graphqlQuery }));

const EPIC = { groupPath: 'gitlab-org', iid: 2 };

function renderColor(canUpdate = true) {
  const onError = vi.fn();
  render(
    <ThemeProvider>
      <EpicColor epic={EPIC} canUpdate={canUpdate} onError={onError} />
    </ThemeProvider>,
  );
  return onError;
}

async function openPicker() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit color' }));
  return screen.findByRole('menu', { name: 'Edit color' });
}

beforeEach(() => {
  graphql.graphqlMutate.mockReset();
  graphql.graphqlQuery.mockReset();
  graphql.graphqlQuery.mockResolvedValue({ group: { epic: { id: 'gid://gitlab/Epic/12', color: '#1068bf', textColor: '#FFFFFF' } } });
});

describe('EpicColor', () => {
  it('shows the colour from the issuable colour query and offers the five suggested colours', async () => {
    renderColor();
    expect(await screen.findByLabelText('Color: Blue')).toBeInTheDocument();
    expect(graphql.graphqlQuery).toHaveBeenCalledWith(expect.stringContaining('query issuableColor'), { fullPath: 'gitlab-org', iid: '2' });
    const picker = await openPicker();
    expect(within(picker).getAllByRole('menuitemradio').map((item) => item.textContent)).toEqual(['Blue', 'Green', 'Red', 'Orange', 'Purple']);
    expect(within(picker).getByRole('menuitemradio', { name: 'Blue' })).toHaveAttribute('aria-checked', 'true');
  });

  it('sets a colour through updateIssuableColor', async () => {
    graphql.graphqlMutate.mockResolvedValue({ updateEpic: { epic: { id: 'gid://gitlab/Epic/12', color: '#694cc0' }, errors: [] } });
    renderColor();
    fireEvent.click(within(await openPicker()).getByRole('menuitemradio', { name: 'Purple' }));
    expect(await screen.findByLabelText('Color: Purple')).toBeInTheDocument();
    expect(graphql.graphqlMutate).toHaveBeenCalledWith(expect.stringContaining('mutation updateIssuableColor'), { input: { groupPath: 'gitlab-org', iid: '2', color: '#694cc0' } });
  });

  it('says "An error occurred while updating color." when the update fails or lists errors, and keeps the colour', async () => {
    graphql.graphqlMutate.mockResolvedValueOnce({ updateEpic: { epic: null, errors: ['Color is not included in the list'] } });
    const onError = renderColor();
    fireEvent.click(within(await openPicker()).getByRole('menuitemradio', { name: 'Red' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(EPIC_COLOR_UPDATE_ERROR));
    expect(screen.getByLabelText('Color: Blue')).toBeInTheDocument();
    graphql.graphqlMutate.mockRejectedValueOnce(new MutationErrors(['boom']));
    fireEvent.click(within(await openPicker()).getByRole('menuitemradio', { name: 'Green' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(2));
  });

  it('says "Error fetching epic color." when the colour cannot be read', async () => {
    graphql.graphqlQuery.mockRejectedValue(new Error('network'));
    const onError = renderColor();
    await waitFor(() => expect(onError).toHaveBeenCalledWith(EPIC_COLOR_FETCH_ERROR));
    expect(screen.getByText(EPIC_COLOR_FETCH_ERROR)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit color' })).not.toBeInTheDocument();
  });

  it('shows the colour without a picker to those who may not update', async () => {
    renderColor(false);
    expect(await screen.findByLabelText('Color: Blue')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit color' })).not.toBeInTheDocument();
  });
});
