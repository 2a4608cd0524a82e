// Type tests, checked by `npm run typecheck` (tsc): an unused @ts-expect-error fails it too, so each
// line below proves that the contract refuses that component.
import { expectTypeOf } from 'vitest';
import type { SlotComponent, SlotModule, SlotName, SlotProps } from 'shared-kernel/slots';

function IssueMain({ fullPath, iid }: { fullPath: string; iid: number; issueType?: 'issue' | 'incident' }) {
  return `${fullPath}#${iid}`;
}

// A component that takes what the slot gives, or less, fills it.
export const fillsIssueMain: SlotComponent<'issue.main'> = IssueMain;
export const takesLess: SlotComponent<'issue.main'> = ({ iid }: { iid: number }) => String(iid);
export const fillsNav: SlotComponent<'nav.trial'> = ({ namespacePath }: { namespacePath?: string }) => namespacePath ?? null;
export const module: SlotModule<'epic.main'> = { default: ({ groupPath }: { groupPath: string; iid: number }) => groupPath };

// @ts-expect-error a prop of the wrong type: the slot gives `iid` as a number
export const wrongType: SlotComponent<'issue.main'> = ({ iid }: { fullPath: string; iid: string }) => iid;

// @ts-expect-error a required prop the slot does not give
export const extraRequired: SlotComponent<'issue.main'> = ({ milestone }: { fullPath: string; iid: number; milestone: string }) => milestone;

// @ts-expect-error an epic page component cannot fill an issue slot
export const wrongSlot: SlotComponent<'issue.notes'> = ({ groupPath }: { groupPath: string; iid: number }) => groupPath;

// @ts-expect-error `issueType` is narrower than what the slot gives
export const narrower: SlotComponent<'issue.new'> = ({ issueType }: { fullPath: string; issueType?: 'incident' }) => issueType ?? null;

// @ts-expect-error not a slot name
export const unknownSlot: SlotComponent<'issue.sidebar'> = IssueMain;

expectTypeOf<SlotProps['issue.main']>().toEqualTypeOf<{ fullPath: string; iid: number; issueType?: 'issue' | 'incident'; onNotFound?: () => void }>();
expectTypeOf<SlotProps['epic.notes']>().toEqualTypeOf<{ groupPath: string; iid: number }>();
expectTypeOf<'merge_request.diffs'>().toExtend<SlotName>();
