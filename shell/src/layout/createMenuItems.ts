/** Where the page is: the create menu offers what belongs there. */
export interface CreateContext {
  projectPath?: string;
  groupPath?: string;
}

export interface CreateMenuSection {
  heading: string;
  items: { label: string; href: string }[];
}

/**
 * The '+' menu's sections, as GitLab's: "In this project" (New issue), "In this group" (New epic).
 * An entry shows only when the platform has its page (`hasPage`: the page table resolves the address),
 * so a page an operator has not installed is never offered.
 */
export function createMenuItems(context: CreateContext, hasPage: (path: string) => boolean): CreateMenuSection[] {
  const sections: CreateMenuSection[] = [];
  const keep = (items: { label: string; href: string }[]) => items.filter((item) => hasPage(item.href));
  if (context.projectPath) {
    const items = keep([{ label: 'New issue', href: `/${context.projectPath}/-/issues/new` }]);
    if (items.length) sections.push({ heading: 'In this project', items });
  }
  if (context.groupPath) {
    const items = keep([{ label: 'New epic', href: `/groups/${context.groupPath}/-/epics/new` }]);
    if (items.length) sections.push({ heading: 'In this group', items });
  }
  return sections;
}
