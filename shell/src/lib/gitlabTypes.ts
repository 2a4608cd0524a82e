/** The parts of GitLab's REST v4 shapes the shell shows, shared by its features (dashboard, projects). */
export interface NamespaceSummary {
  id: number;
  name: string;
  path: string;
  kind: string;
  full_path: string;
  parent_id: number | null;
  web_url: string;
}

export interface Project {
  id: number;
  name: string;
  path: string;
  path_with_namespace: string;
  name_with_namespace: string;
  description: string | null;
  visibility: 'public' | 'internal' | 'private';
  web_url: string;
  last_activity_at: string;
  namespace: NamespaceSummary;
}

export interface Group {
  id: number;
  name: string;
  path: string;
  full_path: string;
  full_name: string;
  description: string | null;
  visibility: 'public' | 'internal' | 'private';
  web_url: string;
  parent_id: number | null;
  projects?: Project[];
}

export interface IssueSummary {
  id: number;
  iid: number;
  project_id: number;
  title: string;
  state: 'opened' | 'closed';
  issue_type: 'issue' | 'incident';
  confidential: boolean;
  updated_at: string;
  web_url: string;
  references: { short: string; relative: string; full: string };
  author: { id: number; name: string; username: string };
}
