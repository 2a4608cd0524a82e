import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'shared-kernel/primer';
import 'shared-kernel/testing';
import { DescriptionField, TitleField } from './IssuableTextFields';

describe('the issuable forms’ title and description fields', () => {
  it('the title is required, capped at 255 characters, and Ctrl+Enter submits', () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    render(
      <ThemeProvider>
        <TitleField name="issue[title]" value="Old" placeholder="Title" onChange={onChange} onSubmit={onSubmit} />
      </ThemeProvider>,
    );
    const input = screen.getByRole('textbox', { name: /Title/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('maxlength', '255');
    expect(input).toHaveAttribute('name', 'issue[title]');
    expect(input).toHaveAttribute('placeholder', 'Title');
    fireEvent.change(input, { target: { value: 'New' } });
    expect(onChange).toHaveBeenCalledWith('New');
    fireEvent.keyDown(input, { key: 'Enter', ctrlKey: true });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('the description is the markdown editor under its form name', () => {
    const onChange = vi.fn();
    render(
      <ThemeProvider>
        <DescriptionField id="epic-2-description" name="epic[description]" value="Body" onChange={onChange} renderPreview={async (text) => `<p>${text}</p>`} onUpload={async () => ({ markdown: '' })} onSubmit={() => {}} />
      </ThemeProvider>,
    );
    const editor = screen.getByRole('textbox', { name: 'Description' });
    expect(editor).toHaveValue('Body');
    expect(editor).toHaveAttribute('name', 'epic[description]');
    fireEvent.change(editor, { target: { value: 'Body, edited' } });
    expect(onChange).toHaveBeenCalledWith('Body, edited');
  });
});
