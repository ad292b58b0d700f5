"""Writes the signature stubs the snippet lab type-checks library snippets against (`--levels stubs`).

Reads a JSON request on stdin: the stub folder, and per package its source tree (fetched into
`.work/src`), its facts for the header (repository, ref, commit, version, licence) and the library
snippets that import it. For each name a snippet imports from the package (or reaches as
`module.name`), the definition is looked up in the source and its signature only is written:
parameters with `...` for defaults, no annotations but a classmethod that returns `cls(...)`
(`-> Self`), no bodies, no docstrings. A class keeps `__init__`, `__call__` and the members
whose names some snippet of the library uses as an attribute (its own, or set as `self.<name>`
in its methods); bases defined in the package are written too, bases from elsewhere become
`Any` (so their members are not judged, as with the source itself). A name the source does not
define is not written, so pyright reports the snippet that uses it.

Prints a JSON answer: per package the source files read and the names not found.
"""

from __future__ import annotations

import ast
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

HEADER = (
    "# Signatures only (no bodies, no docstrings), written by tools/snippet-lab/scripts/write_stubs.py for\n"
    "# the names the sample snippets use.\n"
    "# stub-of: {pip} {version}\n"
    "# source: https://github.com/{repo} {ref} {commit}\n"
    "# read-from: {files}\n"
    "# licence: {licence}\n"
)


@dataclass
class Package:
    module: str
    root: Path
    # The root's path inside the repository ("src", "."): the header names files as the repository does.
    prefix: str
    files: set[str] = field(default_factory=set)
    missing: set[str] = field(default_factory=set)
    # stub module name -> {defined name -> stub text}
    out: dict[str, dict[str, str]] = field(default_factory=dict)
    # stub module name -> {imported name: (from module, real name)}
    reexports: dict[str, dict[str, tuple[str, str]]] = field(default_factory=dict)
    parsed: dict[str, ast.Module | None] = field(default_factory=dict)
    attrs: set[str] = field(default_factory=set)
    # stub module name -> submodules a snippet reaches as its attributes
    submodules: dict[str, set[str]] = field(default_factory=dict)
    done: set[tuple[str, str]] = field(default_factory=set)

    def path_of(self, module: str) -> Path | None:
        rel = Path(*module.split("."))
        for p in (self.root / rel / "__init__.py", self.root / rel.with_suffix(".py")):
            if p.is_file():
                return p
        return None

    def is_module(self, module: str) -> bool:
        return self.path_of(module) is not None or (self.root / Path(*module.split("."))).is_dir()

    def tree(self, module: str) -> ast.Module | None:
        if module not in self.parsed:
            path = self.path_of(module)
            self.parsed[module] = ast.parse(path.read_text(encoding="utf-8", errors="replace")) if path else None
            if path:
                self.files.add(str(Path(self.prefix) / path.relative_to(self.root)))
        return self.parsed[module]


def absolute(module: str, node: ast.ImportFrom, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    parts = module.split(".")
    base = parts if is_package else parts[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def find(pkg: Package, module: str, name: str, depth: int = 0) -> tuple[str, ast.AST] | tuple[str, None] | None:
    """The module that defines `name` as reached from `module`, and its definition (None: a submodule)."""
    if depth > 12 or not module.startswith(pkg.module):
        return None
    tree = pkg.tree(module)
    if tree is None:
        return (f"{module}.{name}", None) if pkg.is_module(f"{module}.{name}") else None
    path = pkg.path_of(module)
    is_package = path is not None and path.name == "__init__.py"
    for node in ast.walk(tree) if depth == 0 else tree.body:
        if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name:
            if node in tree.body or depth == 0:
                return (module, node)
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == name for t in targets):
                return (module, node)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            for a in node.names:
                if (a.asname or a.name) == name:
                    source = absolute(module, node, is_package)
                    if pkg.is_module(f"{source}.{a.name}") and not source.endswith(f".{a.name}"):
                        hit = find(pkg, source, a.name, depth + 1)
                        return hit if hit and hit[1] is not None else (f"{source}.{a.name}", None)
                    return find(pkg, source, a.name, depth + 1)
    if pkg.is_module(f"{module}.{name}"):
        return (f"{module}.{name}", None)
    # `from .llama import *`: the name may come from any module the star imports.
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and any(a.name == "*" for a in node.names):
            hit = find(pkg, absolute(module, node, is_package), name, depth + 1)
            if hit:
                return hit
    # A lazy `__init__` (diffusers, transformers style) names its exports as strings: the
    # definition is the class or function of that name in a module under this one.
    if is_package and any(isinstance(n, ast.Constant) and n.value == name for n in ast.walk(tree)):
        base = pkg.root / Path(*module.split("."))
        for file in sorted(base.rglob("*.py"), key=lambda p: (len(p.parts), str(p))):
            text = file.read_text(encoding="utf-8", errors="replace")
            if f"class {name}" in text or f"def {name}" in text:
                sub = ".".join(file.relative_to(pkg.root).with_suffix("").parts).removesuffix(".__init__")
                hit = find(pkg, sub, name, depth + 1)
                if hit and hit[1] is not None:
                    return hit
    return None


def params(args: ast.arguments) -> str:
    out: list[str] = []
    positional = args.posonlyargs + args.args
    defaults = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    for i, (a, d) in enumerate(zip(positional, defaults, strict=True)):
        out.append(a.arg + ("=..." if d is not None else ""))
        if args.posonlyargs and i == len(args.posonlyargs) - 1:
            out.append("/")
    if args.vararg:
        out.append(f"*{args.vararg.arg}")
    elif args.kwonlyargs:
        out.append("*")
    for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True):
        out.append(a.arg + ("=..." if d is not None else ""))
    if args.kwarg:
        out.append(f"**{args.kwarg.arg}")
    return ", ".join(out)


def decorators(node: ast.FunctionDef | ast.AsyncFunctionDef) -> list[str]:
    names = [d.id if isinstance(d, ast.Name) else getattr(d, "attr", "") for d in node.decorator_list]
    return [n for n in names if n in ("classmethod", "staticmethod", "property")]


def returns_cls(node: ast.FunctionDef | ast.AsyncFunctionDef, cls: str) -> bool:
    ann = node.returns
    if isinstance(ann, ast.Constant) and ann.value in (cls, "Self"):
        return True
    if isinstance(ann, ast.Name) and ann.id in (cls, "Self"):
        return True
    return any(
        isinstance(n, ast.Return)
        and isinstance(n.value, ast.Call)
        and isinstance(n.value.func, ast.Name)
        and n.value.func.id == "cls"
        for n in ast.walk(node)
    )


def function(node: ast.FunctionDef | ast.AsyncFunctionDef, indent: str = "", cls: str | None = None) -> str:
    decs = decorators(node)
    ret = " -> Self" if cls and "classmethod" in decs and returns_cls(node, cls) else ""
    prefix = "async def" if isinstance(node, ast.AsyncFunctionDef) else "def"
    lines = [f"{indent}@{d}" for d in decs]
    lines.append(f"{indent}{prefix} {node.name}({params(node.args)}){ret}: ...")
    return "\n".join(lines)


def members(cls: ast.ClassDef) -> dict[str, ast.AST]:
    out: dict[str, ast.AST] = {}
    for node in cls.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if "setter" in [getattr(d, "attr", "") for d in node.decorator_list]:
                continue
            out.setdefault(node.name, node)
        elif isinstance(node, ast.Assign):
            for t in node.targets:
                if isinstance(t, ast.Name):
                    out.setdefault(t.id, node)
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out.setdefault(node.target.id, node)
    for node in ast.walk(cls):
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            if isinstance(node.value, ast.Name) and node.value.id == "self":
                out.setdefault(node.attr, node)
    return out


def is_dataclass(node: ast.ClassDef) -> bool:
    for d in node.decorator_list:
        f = d.func if isinstance(d, ast.Call) else d
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else None
        if name == "dataclass":
            return True
    return False


def dataclass_init(pkg: Package, module: str, node: ast.ClassDef) -> str | None:
    """The `__init__` a `@dataclass` gets: its fields (and those of dataclass bases in the package), in order."""
    if not is_dataclass(node) or any(isinstance(n, ast.FunctionDef) and n.name == "__init__" for n in node.body):
        return None
    fields: dict[str, bool] = {}
    for b in node.bases:
        hit = find(pkg, module, b.id) if isinstance(b, ast.Name) else None
        if hit and isinstance(hit[1], ast.ClassDef) and is_dataclass(hit[1]):
            init = dataclass_init(pkg, hit[0], hit[1]) or ""
            for part in init.split("(self", 1)[-1].rstrip("): .").split(", "):
                if part:
                    fields[part.removesuffix("=...")] = part.endswith("=...")
    for n in node.body:
        if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name):
            if "ClassVar" in ast.unparse(n.annotation):
                continue
            fields[n.target.id] = n.value is not None
    args = "".join(f", {k}{'=...' if d else ''}" for k, d in fields.items())
    return f"    def __init__(self{args}): ..."


def write_class(pkg: Package, module: str, node: ast.ClassDef) -> str:
    bases: list[str] = []
    imports: dict[str, tuple[str, str]] = pkg.reexports.setdefault(module, {})
    for b in node.bases:
        name = b.id if isinstance(b, ast.Name) else None
        hit = find(pkg, module, name) if name else None
        if hit and isinstance(hit[1], ast.ClassDef):
            define(pkg, hit[0], name, hit[1])
            if hit[0] != module:
                imports[name] = (hit[0], name)
            bases.append(name)
        elif "Any" not in bases:
            bases.append("Any")
    body: list[str] = []
    init = dataclass_init(pkg, module, node)
    if init:
        body.append(init)
    for name, m in members(node).items():
        wanted = name in ("__init__", "__call__") or name in pkg.attrs
        if not wanted:
            continue
        if isinstance(m, (ast.FunctionDef, ast.AsyncFunctionDef)):
            body.append(function(m, "    ", node.name))
        else:
            body.append(f"    {name}: Any")
    head = f"class {node.name}({', '.join(bases)}):" if bases else f"class {node.name}:"
    return head + ("\n" + "\n".join(body) if body else " ...")


def define(pkg: Package, module: str, name: str, node: ast.AST) -> None:
    if (module, name) in pkg.done:
        return
    pkg.done.add((module, name))
    defs = pkg.out.setdefault(module, {})
    if isinstance(node, ast.ClassDef):
        defs[name] = write_class(pkg, module, node)
    elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        defs[name] = function(node)
    else:
        defs[name] = f"{name}: Any"


def need(pkg: Package, module: str, name: str) -> None:
    hit = find(pkg, module, name)
    if hit is None:
        pkg.missing.add(f"{module}.{name}")
        return
    where, node = hit
    if node is None:
        pkg.out.setdefault(where, {})
        pkg.reexports.setdefault(module, {})
        return
    define(pkg, where, name, node)
    if where != module:
        pkg.reexports.setdefault(module, {})[name] = (where, name)


def parse(code: str) -> list[ast.AST]:
    """The snippet's tree, and the trees of its string annotations (`pipe: "diffusers.FluxPipeline" = …`)."""
    try:
        tree = ast.parse(code)
    except SyntaxError:
        return []
    out: list[ast.AST] = [tree]
    for node in ast.walk(tree):
        if isinstance(node, ast.AnnAssign) and isinstance(node.annotation, ast.Constant):
            try:
                out.append(ast.parse(str(node.annotation.value), mode="eval"))
            except SyntaxError:
                pass
    return out


def attributes(pkg: Package, code: str) -> None:
    """Every attribute name the snippet uses: the class members its stubs keep."""
    for tree in parse(code):
        pkg.attrs.update(n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute))


def uses(pkg: Package, code: str) -> None:
    """Records what one snippet imports from the package, and what it reaches as `module.name`."""
    trees = parse(code)
    if not trees:
        return
    aliases: dict[str, str] = {}
    for node in ast.walk(trees[0]):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == pkg.module:
            for a in node.names:
                hit = find(pkg, node.module, a.name)
                if hit and hit[1] is None:
                    aliases[a.asname or a.name] = hit[0]
                    pkg.out.setdefault(hit[0], {})
                    pkg.reexports.setdefault(node.module, {})
                else:
                    need(pkg, node.module, a.name)
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name.split(".")[0] == pkg.module:
                    aliases[a.asname or a.name.split(".")[0]] = a.asname and a.name or a.name.split(".")[0]
                    pkg.out.setdefault(a.name, {})
    # `module.name` chains through the aliases above.
    for node in (n for tree in trees for n in ast.walk(tree)):
        if isinstance(node, ast.Attribute):
            chain: list[str] = []
            cur: ast.AST = node
            while isinstance(cur, ast.Attribute):
                chain.insert(0, cur.attr)
                cur = cur.value
            if isinstance(cur, ast.Name) and cur.id in aliases:
                module = aliases[cur.id]
                for part in chain:
                    hit = find(pkg, module, part)
                    if hit and hit[1] is None:
                        pkg.out.setdefault(hit[0], {})
                        # `package.sub.name` needs the package stub to import `sub`.
                        pkg.submodules.setdefault(module, set()).add(part)
                        module = hit[0]
                        continue
                    need(pkg, module, part)
                    break


def stub_text(pkg: Package, module: str, header: str) -> str:
    lines = [header, "from typing import Any, Self  # noqa: F401", ""]
    for sub in sorted(pkg.submodules.get(module, ())):
        lines.append(f"from . import {sub} as {sub}")
    for name, (src, real) in sorted(pkg.reexports.get(module, {}).items()):
        lines.append(f"from {src} import {real} as {name}")
    defs = pkg.out.get(module, {})
    if defs:
        lines.append("")
        lines.extend(f"{d}\n" for d in defs.values())
    return "\n".join(lines).rstrip() + "\n"


def main() -> None:
    request = json.load(sys.stdin)
    stubs = Path(request["stubs"])
    answer = {}
    for p in request["packages"]:
        pkg = Package(module=p["module"], root=Path(p["root"]), prefix=p["prefix"])
        for code in p["snippets"]:
            attributes(pkg, code)
        for code in p["snippets"]:
            uses(pkg, code)
        modules = set(pkg.out) | set(pkg.reexports)
        # Every package on the way to a module needs its `__init__.pyi`.
        for m in list(modules):
            parts = m.split(".")
            modules.update(".".join(parts[:i]) for i in range(1, len(parts)))
        target = stubs / pkg.module
        if target.exists():
            for old in target.rglob("*.pyi"):
                old.unlink()
        for m in sorted(modules):
            rel = Path(*m.split("."))
            # The top module is always a stub package (`<module>/__init__.pyi`), even when the source
            # is one file (`notebook/inference.py`): the lab finds stubs by their folder.
            is_package = (
                m == pkg.module
                or any(o.startswith(m + ".") for o in modules)
                or pkg.path_of(m) is None
                or (
                    pkg.path_of(m).name == "__init__.py"  # type: ignore[union-attr]
                )
            )
            path = stubs / rel / "__init__.pyi" if is_package else stubs / rel.with_suffix(".pyi")
            path.parent.mkdir(parents=True, exist_ok=True)
            source = pkg.path_of(m)
            read = str(Path(pkg.prefix) / source.relative_to(pkg.root)) if source else "(a folder: no file)"
            path.write_text(stub_text(pkg, m, HEADER.format(**p, files=read)), encoding="utf-8")
        answer[pkg.module] = {"files": sorted(pkg.files), "missing": sorted(pkg.missing)}
    json.dump(answer, sys.stdout)


if __name__ == "__main__":
    main()
