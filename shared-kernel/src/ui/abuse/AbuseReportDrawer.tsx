import { Button, Dialog, FormControl, Radio, RadioGroup } from '@primer/react';
import { useId, useState, type FormEvent } from 'react';
import {
  ABUSE_CATEGORIES,
  ABUSE_CATEGORY_LABELS,
  ABUSE_CATEGORY_QUESTION,
  ABUSE_CATEGORY_REQUIRED_MESSAGE,
  ABUSE_DRAWER_TITLE,
  ABUSE_DRAWER_Z_INDEX,
  type AbuseCategory,
} from './abuseCategories';

/** Props of {@link AbuseReportDrawer}. */
export interface AbuseReportDrawerProps {
  /** Called with the chosen category when Next is pressed (the caller then posts the report form). */
  onSubmit: (category: AbuseCategory) => void;
  /** Called when the drawer is closed (close button or Escape). */
  onClose: () => void;
  /** Pre-selected category. */
  initialCategory?: AbuseCategory;
}

/**
 * The "Report abuse to administrator" drawer (a dialog docked to the right): the question "Why are
 * you reporting this user?", the eight category radios with GitLab's texts, and Next. A category is
 * required; Next without one shows a validation message instead of calling `onSubmit`.
 */
export function AbuseReportDrawer({ onSubmit, onClose, initialCategory }: AbuseReportDrawerProps) {
  const [category, setCategory] = useState<AbuseCategory | null>(initialCategory ?? null);
  const [showRequired, setShowRequired] = useState(false);
  const formId = useId();

  function choose(value: AbuseCategory): void {
    setCategory(value);
    setShowRequired(false);
  }

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (!category) {
      setShowRequired(true);
      return;
    }
    onSubmit(category);
  }

  return (
    <Dialog
      title={ABUSE_DRAWER_TITLE}
      position="right"
      onClose={onClose}
      style={{ zIndex: ABUSE_DRAWER_Z_INDEX }}
      renderFooter={() => (
        <Dialog.Footer>
          <Button type="submit" form={formId} variant="primary">
            Next
          </Button>
        </Dialog.Footer>
      )}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <RadioGroup name="abuse_report[category]" required>
          <RadioGroup.Label>{ABUSE_CATEGORY_QUESTION}</RadioGroup.Label>
          {ABUSE_CATEGORIES.map((value) => (
            <FormControl key={value}>
              <Radio value={value} checked={category === value} onChange={() => choose(value)} />
              <FormControl.Label>{ABUSE_CATEGORY_LABELS[value]}</FormControl.Label>
            </FormControl>
          ))}
          {showRequired && <RadioGroup.Validation variant="error">{ABUSE_CATEGORY_REQUIRED_MESSAGE}</RadioGroup.Validation>}
        </RadioGroup>
      </form>
    </Dialog>
  );
}
