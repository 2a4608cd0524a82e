/** Lookups the renderer needs from the database, injected so the pipeline stays pure and testable. */
export interface ReferenceResolver {
  issue(
    projectFullPath: string,
    iid: number,
  ): Promise<{ url: string; title: string; state: 'opened' | 'closed'; confidential?: boolean } | null>;
  epic(groupFullPath: string, iid: number): Promise<{ url: string; title: string } | null>;
  mergeRequest(projectFullPath: string, iid: number): Promise<{ url: string; title: string } | null>;
  user(username: string): Promise<{ url: string; name: string } | null>;
  label(
    projectFullPath: string,
    name: string,
  ): Promise<{ url: string; color: string; textColor: string; description?: string } | null>;
  milestone(projectFullPath: string, title: string): Promise<{ url: string; title: string } | null>;
  /** `*iteration:<id>`: an iteration of the scope's group or its ancestors, shown by its title (or period). */
  iteration(scopeFullPath: string, id: number): Promise<{ url: string; title: string; groupFullPath: string } | null>;
}

export interface RenderContext {
  /** Project the text belongs to: the scope of `#1`, `!1`, `~label`, `%milestone`, `*iteration:1`. */
  projectFullPath?: string;
  /** Group the text belongs to (epics): the scope of `&1`; in a project, the project's namespace is used. */
  groupFullPath?: string;
  resolver: ReferenceResolver;
}

export interface TaskListItem {
  /** 1-based line of the list item's marker. */
  line: number;
  checked: boolean;
  /** The item's first paragraph without the checkbox. */
  text: string;
  /** `startLine:startCol-endLine:endCol`, 1-based, like GitLab's `data-sourcepos`. */
  sourcepos: string;
}
