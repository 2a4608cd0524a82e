"""The repository API as GitLab's Python client uses it (python-gitlab): src/domains/repositories/gitHttp.test.ts."""
import json
import sys

import gitlab

url, token = sys.argv[1], sys.argv[2]
gl = gitlab.Gitlab(url, private_token=token)
project = gl.projects.get("gitlab-org/gitlab")
out = {}
main = project.branches.get("main")
out["main"] = {"protected": main.protected, "default": main.default, "title": main.commit["title"]}
out["feature_branches"] = [b.name for b in project.branches.list(search="^feature/", get_all=True)]
branch = project.branches.create({"branch": "py/branch", "ref": "main"})
out["created_branch"] = branch.name
commit = project.commits.create(
    {
        "branch": "py/branch",
        "commit_message": "From python-gitlab",
        "actions": [
            {"action": "create", "file_path": "py/hello.py", "content": "print('hello')\n"},
            {"action": "update", "file_path": "README.md", "content": "# GitLab\n\nEdited by python-gitlab.\n"},
        ],
    }
)
out["commit"] = {"title": commit.title, "stats": commit.stats}
out["diff"] = sorted(d["new_path"] for d in commit.diff())
out["readme"] = project.files.get(file_path="README.md", ref="py/branch").decode().decode()
out["raw"] = project.files.raw(file_path="py/hello.py", ref="py/branch").decode()
new_file = project.files.create({"file_path": "py/other.txt", "branch": "py/branch", "content": "one\n", "commit_message": "Add other.txt"})
new_file.content = "two\n"
new_file.save(branch="py/branch", commit_message="Update other.txt")
out["updated"] = project.files.raw(file_path="py/other.txt", ref="py/branch").decode()
new_file.delete(branch="py/branch", commit_message="Remove other.txt")
out["history"] = [c.title for c in project.commits.list(ref_name="py/branch", per_page=4, get_all=False)]
out["tree"] = [item["name"] for item in project.repository_tree(path="py", ref="py/branch", get_all=True)]
compare = project.repository_compare("main", "py/branch")
out["compare"] = {"commits": len(compare["commits"]), "diffs": sorted(d["new_path"] for d in compare["diffs"])}
project.branches.delete("py/branch")
try:
    project.branches.get("py/branch")
    out["deleted"] = False
except gitlab.exceptions.GitlabGetError as error:
    out["deleted"] = error.response_code == 404
print(json.dumps(out))
