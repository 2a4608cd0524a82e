import { FormControl, TextInput } from 'shared-kernel/primer';
import { MarkdownEditor, isSubmitChord, type AutocompleteSources, type MarkdownUploadHandler } from 'shared-kernel/ui';

/** The Title field of the issuable forms (required, 255 characters; Ctrl/⌘+Enter submits). */
export function TitleField({ name, value, onChange, onSubmit, placeholder }: { name: string; value: string; onChange: (title: string) => void; onSubmit: () => void; placeholder?: string }) {
  return (
    <FormControl required>
      <FormControl.Label>Title</FormControl.Label>
      <TextInput
        name={name}
        block
        value={value}
        autoFocus
        maxLength={255}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (isSubmitChord(event.nativeEvent)) {
            event.preventDefault();
            onSubmit();
          }
        }}
      />
    </FormControl>
  );
}

/** The Description field of the issuable forms: the markdown editor with preview and uploads (Ctrl/⌘+Enter submits). */
export function DescriptionField({
  id,
  name,
  value,
  onChange,
  renderPreview,
  onUpload,
  onSubmit,
  autocompleteSources,
}: {
  id: string;
  name: string;
  value: string;
  onChange: (description: string) => void;
  renderPreview: (markdown: string) => Promise<string>;
  onUpload: MarkdownUploadHandler;
  onSubmit: () => void;
  /** `@`, `#`, `~`, `/`… suggestions (GitLab's autocomplete sources). */
  autocompleteSources?: AutocompleteSources;
}) {
  return (
    <div>
      <div style={{ fontWeight: 600, marginBottom: 4 }}>Description</div>
      <MarkdownEditor
        id={id}
        name={name}
        label="Description"
        value={value}
        onChange={onChange}
        renderPreview={renderPreview}
        onUpload={onUpload}
        onSubmit={onSubmit}
        autocompleteSources={autocompleteSources}
        placeholder="Write a description or drag your files here…"
        rows={12}
      />
    </div>
  );
}
