import type { EpicRef } from '../types';

/** `/groups/:group/-/epics/:iid`: the epic's web path; its JSON, `realtime_changes`, `toggle_award_emoji`, … live below it. */
export const epicPath = ({ groupPath, iid }: EpicRef) => `/groups/${groupPath}/-/epics/${iid}`;
