// Type tests, checked by `npm run typecheck` (tsc).
import { expectTypeOf } from 'vitest';
import { createRemote, type MountedRemote } from 'shared-kernel/remote';

declare function IssuePage(props: { fullPath: string; iid: number }): null;
declare function EpicPage(props: { groupPath: string; iid: number }): null;

const single = createRemote({ name: 'mf_one', app: IssuePage });
declare const element: HTMLElement;
expectTypeOf(single.mount(element, { fullPath: 'g/p', iid: 1, platform: { apiBaseUrl: 'http://x' } })).toExtend<MountedRemote<{ fullPath: string; iid: number }>>();
// @ts-expect-error the app's props are required
single.mount(element, { fullPath: 'g/p' });

const paged = createRemote({ name: 'mf_two', pages: { issue: IssuePage, epic: EpicPage }, defaultPage: 'issue' });
paged.mount(element, { fullPath: 'g/p', iid: 1 });
paged.mount(element, { page: 'epic', groupPath: 'g', iid: 1 });
// @ts-expect-error a page other than the default must be named
paged.mount(element, { groupPath: 'g', iid: 1 });
// @ts-expect-error the epic page's props
paged.mount(element, { page: 'epic', fullPath: 'g/p', iid: 1 });
