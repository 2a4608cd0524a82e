import { assertNoErrors, graphqlMutate, graphqlQuery } from 'shared-kernel/api';
import type { EpicRef } from '../types';

const EPIC_DATES = /* GraphQL */ `
  query epicDates($fullPath: ID!, $iid: ID) {
    group(fullPath: $fullPath) {
      id
      epic(iid: $iid) {
        id
        startDate
        startDateFixed
        startDateIsFixed
        startDateFromInheritedSource
        dueDate
        dueDateFixed
        dueDateIsFixed
        dueDateFromInheritedSource
      }
    }
  }
`;

const UPDATE_EPIC_DATES = /* GraphQL */ `
  mutation updateEpicDates($input: UpdateEpicInput!) {
    updateEpic(input: $input) {
      epic {
        id
        startDate
        startDateFixed
        startDateIsFixed
        startDateFromInheritedSource
        dueDate
        dueDateFixed
        dueDateIsFixed
        dueDateFromInheritedSource
      }
      errors
    }
  }
`;

/** One of the epic's two dates: what is shown, the fixed date, whether it is fixed, and the inherited one (`YYYY-MM-DD` or null). */
export interface EpicDate {
  date: string | null;
  fixed: string | null;
  isFixed: boolean;
  inherited: string | null;
}

export interface EpicDates {
  start: EpicDate;
  due: EpicDate;
}

export type EpicDateType = keyof EpicDates;

interface DateNode {
  id: string;
  startDate: string | null;
  startDateFixed: string | null;
  startDateIsFixed: boolean | null;
  startDateFromInheritedSource: string | null;
  dueDate: string | null;
  dueDateFixed: string | null;
  dueDateIsFixed: boolean | null;
  dueDateFromInheritedSource: string | null;
}

/** GraphQL `Time` values (`2026-03-01` or `2026-03-01T00:00:00Z`) as calendar dates. */
const day = (value: string | null): string | null => (value ? value.slice(0, 10) : null);

function fromNode(node: DateNode): EpicDates {
  return {
    start: { date: day(node.startDate), fixed: day(node.startDateFixed), isFixed: Boolean(node.startDateIsFixed), inherited: day(node.startDateFromInheritedSource) },
    due: { date: day(node.dueDate), fixed: day(node.dueDateFixed), isFixed: Boolean(node.dueDateIsFixed), inherited: day(node.dueDateFromInheritedSource) },
  };
}

/** The sidebar's start and due dates (fixed and inherited from milestones and child epics). Rejects when the epic cannot be read. */
export async function getEpicDates({ groupPath, iid }: EpicRef): Promise<EpicDates> {
  const data = await graphqlQuery<{ group: { epic: DateNode | null } | null }>(EPIC_DATES, { fullPath: groupPath, iid: String(iid) });
  const node = data.group?.epic;
  if (!node) throw new Error('The epic cannot be read');
  return fromNode(node);
}

/** What to change on one date: switch fixed/inherited and/or set (`YYYY-MM-DD`) or clear (null) the fixed date. */
export interface EpicDateChange {
  isFixed?: boolean;
  fixed?: string | null;
}

/** `updateEpic` with `startDateFixed`/`startDateIsFixed` or `dueDateFixed`/`dueDateIsFixed`; rejects when the payload lists errors. */
export async function updateEpicDate({ groupPath, iid }: EpicRef, type: EpicDateType, change: EpicDateChange): Promise<EpicDates> {
  const input: Record<string, unknown> = { groupPath, iid: String(iid) };
  if (change.isFixed !== undefined) input[`${type}DateIsFixed`] = change.isFixed;
  if (change.fixed !== undefined) input[`${type}DateFixed`] = change.fixed;
  const data = await graphqlMutate<{ updateEpic: { epic: DateNode | null; errors: string[] } | null }>(UPDATE_EPIC_DATES, { input });
  assertNoErrors(data.updateEpic);
  const node = data.updateEpic?.epic;
  if (!node) throw new Error('The epic was not updated');
  return fromNode(node);
}
