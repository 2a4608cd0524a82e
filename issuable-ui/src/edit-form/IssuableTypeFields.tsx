import { FormControl, Select } from 'shared-kernel/primer';
import type { IssuableTypeOption } from 'issuable-ui/react';

/** The Type select of the issuable forms (an issue's: Issue, and Incident for those who may create incidents). */
export function TypeField<T extends string>({ name, value, options, onChange }: { name: string; value: string; options: readonly (IssuableTypeOption & { value: T })[]; onChange: (type: T) => void }) {
  return (
    <FormControl>
      <FormControl.Label>Type</FormControl.Label>
      <Select name={name} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <Select.Option key={option.value} value={option.value}>
            {option.label}
          </Select.Option>
        ))}
      </Select>
    </FormControl>
  );
}

/** The Template select of the issuable forms (shown only when the project's repository has templates). */
export function TemplateField({ templates, onChoose }: { templates: readonly { key: string; name: string }[]; onChoose: (key: string) => void }) {
  if (templates.length === 0) return null;
  return (
    <FormControl>
      <FormControl.Label>Template</FormControl.Label>
      <Select defaultValue="" onChange={(event) => onChoose(event.target.value)}>
        <Select.Option value="">Choose a template</Select.Option>
        {templates.map((template) => (
          <Select.Option key={template.key} value={template.key}>
            {template.name}
          </Select.Option>
        ))}
      </Select>
    </FormControl>
  );
}
