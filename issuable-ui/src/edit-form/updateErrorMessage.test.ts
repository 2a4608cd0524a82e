import { ApiError } from 'shared-kernel/api';
import { updateErrorMessage } from './texts';

describe('updateErrorMessage (spec §8)', () => {
  it('joins the server errors after "Error updating issue. "', () => {
    const error = new ApiError({ status: 422, messages: ["Title can't be blank", 'Title is too long'], data: null });
    expect(updateErrorMessage('issue', error)).toBe("Error updating issue. Title can't be blank Title is too long");
  });
  it('uses the error message otherwise', () => {
    expect(updateErrorMessage('incident', new Error('Network Error'))).toBe('Error updating incident. Network Error');
    expect(updateErrorMessage('issue', null)).toBe('Error updating issue');
  });
});
