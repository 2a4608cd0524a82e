import { render, screen } from '@testing-library/react';
import { PlaceholderNotes } from './PlaceholderNotes';

describe('PlaceholderNotes', () => {
  it('shows the posting comment without quick-action lines, and the commands being applied', () => {
    render(
      <ul>
        <PlaceholderNotes pending={{ text: 'Done here', system: 'Applying multiple commands' }} />
      </ul>,
    );
    expect(screen.getByRole('listitem', { name: 'Posting comment' })).toHaveTextContent('Done here');
    expect(screen.getByRole('listitem', { name: 'Applying commands' })).toHaveTextContent('Applying multiple commands');
  });
});
