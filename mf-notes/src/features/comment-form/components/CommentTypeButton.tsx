import { TriangleDownIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Button, ButtonGroup, IconButton } from 'shared-kernel/primer';

export type CommentType = 'comment' | 'discussion';

/** The split button's label: Comment / Start thread, or their internal variants. */
export function commentButtonLabel(type: CommentType, internal: boolean): string {
  if (type === 'comment') return internal ? 'Add internal note' : 'Comment';
  return internal ? 'Start internal thread' : 'Start thread';
}

export interface CommentTypeButtonProps {
  type: CommentType;
  internal: boolean;
  noteableName: string;
  disabled: boolean;
  submitDisabled: boolean;
  onTypeChange: (type: CommentType) => void;
}

/** Submit button plus the menu choosing a comment or a thread (spec §2). */
export function CommentTypeButton({ type, internal, noteableName, disabled, submitDisabled, onTypeChange }: CommentTypeButtonProps) {
  return (
    <ButtonGroup>
      <Button type="submit" variant="primary" disabled={disabled || submitDisabled}>
        {commentButtonLabel(type, internal)}
      </Button>
      <ActionMenu>
        <ActionMenu.Anchor>
          <IconButton icon={TriangleDownIcon} aria-label="Comment type" variant="primary" disabled={disabled} />
        </ActionMenu.Anchor>
        <ActionMenu.Overlay>
          <ActionList selectionVariant="single" aria-label="Comment type">
            <ActionList.Item selected={type === 'comment'} onSelect={() => onTypeChange('comment')}>
              {commentButtonLabel('comment', internal)}
              <ActionList.Description variant="block">{`Add a general comment to this ${noteableName}.`}</ActionList.Description>
            </ActionList.Item>
            <ActionList.Item selected={type === 'discussion'} onSelect={() => onTypeChange('discussion')}>
              {commentButtonLabel('discussion', internal)}
              <ActionList.Description variant="block">Discuss a specific suggestion or question that needs to be resolved.</ActionList.Description>
            </ActionList.Item>
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
    </ButtonGroup>
  );
}
