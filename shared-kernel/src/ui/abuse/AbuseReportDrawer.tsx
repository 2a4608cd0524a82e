import { Button, Dialog, Flash, FormControl, Radio, RadioGroup, Text, Textarea } from 'shared-kernel/primer';
import { useId, useState, type FormEvent } from 'react';
import {
  ABUSE_CATEGORIES,
  ABUSE_CATEGORY_LABELS,
  ABUSE_CATEGORY_QUESTION,
  ABUSE_CATEGORY_REQUIRED_MESSAGE,
  ABUSE_DRAWER_TITLE,
  ABUSE_DRAWER_Z_INDEX,
  ABUSE_REASON_HELP,
  ABUSE_REASON_REQUIRED_MESSAGE,
  ABUSE_REPORT_ERROR,
  ABUSE_REPORT_THANKS,
  type AbuseCategory,
} from './abuseCategories';

/** What the details step sends: the chosen category and the reporter's reason. */
export interface AbuseReportDetails {
  category: AbuseCategory;
  message: string;
}

/** Props of {@link AbuseReportDrawer}. */
export interface AbuseReportDrawerProps {
  /**
   * One step: called with the chosen category when Next is pressed (the caller then sends the report
   * itself). Ignored when `onSendReport` is given.
   */
  onSubmit?: (category: AbuseCategory) => void;
  /**
   * Two steps (GitLab's drawer, then its report form): Next shows the details step (reason), whose
   * "Send report" calls this. Resolve with the confirmation to show (default: GitLab's thank-you
   * text); reject to keep the form, showing the error's `messages` (e.g. the kernel's `ApiError`) or a
   * generic text..
   */
  onSendReport?: (report: AbuseReportDetails) => Promise<string | void>;
  /**
   * Two steps: called on Next before the details step (GitLab's `add_category`, which checks the
   * reported user). Rejecting keeps the category step and shows the error's `messages`..
   */
  onCategoryChosen?: (category: AbuseCategory) => Promise<void>;
  /** The reported user, shown on the details step.. */
  reportedUser?: { name: string; username?: string };
  /** Where the abuse was seen, shown on the details step.. */
  reportedFromUrl?: string;
  /** Called when the drawer is closed (close button, Escape, or Done after the confirmation). */
  onClose: () => void;
  /** Pre-selected category. */
  initialCategory?: AbuseCategory;
}

type Step = 'category' | 'details' | 'sent';

/** The `messages` of a rejection (the kernel's `ApiError` carries the server's), or the generic text. */
function messagesOf(error: unknown): string[] {
  const messages = (error as { messages?: unknown } | null)?.messages;
  if (Array.isArray(messages) && messages.length > 0 && messages.every((m) => typeof m === 'string')) return messages as string[];
  return [ABUSE_REPORT_ERROR];
}

/**
 * The "Report abuse to administrator" drawer (a dialog docked to the right): the question "Why are
 * you reporting this user?", the eight category radios with GitLab's texts, and Next. A category is
 * required; Next without one shows a validation message. With `onSendReport`, Next leads to the
 * details step (reported user, where from, the category, a required reason) whose "Send report"
 * sends it and shows the confirmation in the drawer, so the page never navigates.
 */
export function AbuseReportDrawer({ onSubmit, onSendReport, onCategoryChosen, reportedUser, reportedFromUrl, onClose, initialCategory }: AbuseReportDrawerProps) {
  const [step, setStep] = useState<Step>('category');
  const [category, setCategory] = useState<AbuseCategory | null>(initialCategory ?? null);
  const [showRequired, setShowRequired] = useState(false);
  const [message, setMessage] = useState('');
  const [showReasonRequired, setShowReasonRequired] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [confirmation, setConfirmation] = useState('');
  const formId = useId();

  function choose(value: AbuseCategory): void {
    setCategory(value);
    setShowRequired(false);
  }

  async function next(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!category) {
      setShowRequired(true);
      return;
    }
    if (!onSendReport) {
      onSubmit?.(category);
      return;
    }
    setErrors([]);
    if (onCategoryChosen) {
      setBusy(true);
      try {
        await onCategoryChosen(category);
      } catch (error) {
        setErrors(messagesOf(error));
        return;
      } finally {
        setBusy(false);
      }
    }
    setStep('details');
  }

  async function send(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (!category || !onSendReport || busy) return;
    if (!message.trim()) {
      setShowReasonRequired(true);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      const answer = await onSendReport({ category, message: message.trim() });
      setConfirmation(answer || ABUSE_REPORT_THANKS);
      setStep('sent');
    } catch (error) {
      setErrors(messagesOf(error));
    } finally {
      setBusy(false);
    }
  }

  const footer = () => (
    <Dialog.Footer>
      {step === 'category' && (
        <Button type="submit" form={formId} variant="primary" disabled={busy}>
          Next
        </Button>
      )}
      {step === 'details' && (
        <>
          <Button type="button" onClick={() => setStep('category')} disabled={busy}>
            Back
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={busy}>
            Send report
          </Button>
        </>
      )}
      {step === 'sent' && (
        <Button type="button" variant="primary" onClick={onClose}>
          Done
        </Button>
      )}
    </Dialog.Footer>
  );

  const errorList = errors.map((text) => (
    <Flash key={text} variant="danger" role="alert" style={{ marginBottom: 8 }}>
      {text}
    </Flash>
  ));

  return (
    <Dialog title={ABUSE_DRAWER_TITLE} position="right" onClose={onClose} style={{ zIndex: ABUSE_DRAWER_Z_INDEX }} renderFooter={footer}>
      {step === 'category' && (
        <form id={formId} onSubmit={(event) => void next(event)} noValidate>
          {errorList}
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
      )}
      {step === 'details' && category && (
        <form id={formId} onSubmit={(event) => void send(event)} noValidate aria-label="Abuse report details" style={{ display: 'grid', gap: 12 }}>
          {errorList}
          <dl style={{ margin: 0, display: 'grid', gap: 4 }}>
            {reportedUser && (
              <div>
                <Text as="dt" weight="semibold">
                  Reported user
                </Text>
                <dd style={{ margin: 0 }}>
                  {reportedUser.name}
                  {reportedUser.username ? ` @${reportedUser.username}` : ''}
                </dd>
              </div>
            )}
            {reportedFromUrl && (
              <div>
                <Text as="dt" weight="semibold">
                  Reported from
                </Text>
                <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{reportedFromUrl}</dd>
              </div>
            )}
            <div>
              <Text as="dt" weight="semibold">
                Category
              </Text>
              <dd style={{ margin: 0 }}>{ABUSE_CATEGORY_LABELS[category]}</dd>
            </div>
          </dl>
          <FormControl required>
            <FormControl.Label>Reason</FormControl.Label>
            <Textarea
              name="abuse_report[message]"
              value={message}
              rows={4}
              block
              onChange={(event) => {
                setMessage(event.target.value);
                setShowReasonRequired(false);
              }}
            />
            <FormControl.Caption>{ABUSE_REASON_HELP}</FormControl.Caption>
            {showReasonRequired && <FormControl.Validation variant="error">{ABUSE_REASON_REQUIRED_MESSAGE}</FormControl.Validation>}
          </FormControl>
        </form>
      )}
      {step === 'sent' && (
        <Flash variant="success" role="status">
          {confirmation}
        </Flash>
      )}
    </Dialog>
  );
}
