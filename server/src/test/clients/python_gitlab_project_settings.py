"""Changes a project's review settings (resolve_outdated_diff_discussions, suggestion_commit_message) with
GitLab's Python client, `project.save()` (PUT /projects/:id):
src/domains/merge-requests/reviewSettings.test.ts."""
import json
import sys

import gitlab

url, token = sys.argv[1], sys.argv[2]
gl = gitlab.Gitlab(url, private_token=token)
gl.auth()
project = gl.projects.get("gitlab-org/gitlab")
before = [project.resolve_outdated_diff_discussions, project.suggestion_commit_message]
project.resolve_outdated_diff_discussions = True
project.suggestion_commit_message = "Apply %{suggestions_count} by %{username}"
project.save()
again = gl.projects.get("gitlab-org/gitlab")
after = [again.resolve_outdated_diff_discussions, again.suggestion_commit_message]
again.resolve_outdated_diff_discussions = False
again.suggestion_commit_message = ""
again.save()
reset = gl.projects.get(project.id)
print(json.dumps({"before": before, "after": after, "reset": [reset.resolve_outdated_diff_discussions, reset.suggestion_commit_message]}))
