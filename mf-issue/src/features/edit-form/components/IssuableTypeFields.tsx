import { FormControl, Select } from '@primer/react';
import type { IssuableType, IssueType } from '../../../lib/types';

/** The Type select of the issue forms: Issue, and Incident for those who may create incidents. */
export function IssueTypeField({ value, onChange, canChooseIncident }: { value: IssuableType; onChange: (type: IssueType) => void; canChooseIncident: boolean }) {
  return (
    <FormControl>
      <FormControl.Label>Type</FormControl.Label>
      <Select name="issue[issue_type]" value={value} onChange={(event) => onChange(event.target.value as IssueType)}>
        <Select.Option value="issue">Issue</Select.Option>
        {canChooseIncident ? <Select.Option value="incident">Incident</Select.Option> : null}
      </Select>
    </FormControl>
  );
}

/** The Template select of the issue forms (shown only when the project's repository has templates). */
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
