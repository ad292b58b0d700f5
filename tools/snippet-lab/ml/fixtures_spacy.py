"""spaCy fixtures: a tiny trained pipeline packaged as the wheel the repository serves, and
installed where the lab's snippets import it.

A spaCy repository on the Hub holds `<name>-any-py3-none-any.whl`, the pipeline as a Python
package; the snippet's install line pip-installs it and `spacy.load("<name>")` then finds the
installed distribution (spacy.util.is_package) and calls the package's `load()`. The factory
writes that wheel into the record's snapshot and pip-installs it (offline, from the file) into
`$HF_HOME/lab-site-packages`, which the lab puts on PYTHONPATH: the URL itself cannot be
fetched offline (src/ml-known.ts names it as a lab limit).
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

VERSION = "3.8.0"
SITE = "lab-site-packages"

# The snippets' example sentences (generator's SPACY_SENTENCES and the default sentence) and a
# few more, so the tiny NER learns to tag capitalised names in each language it is built for.
SENTENCES = {
    "en": [
        "George Washington went to Washington to meet the Senate.",
        "My name is Wolfgang and I live in Berlin.",
        "Apple is looking at buying a startup in London.",
    ],
    "de": [
        "Angela Merkel besuchte im Mai das Rathaus von Hamburg.",
        "Mein Name ist Wolfgang und ich wohne in Berlin.",
    ],
}


def annotate(text: str) -> list[tuple[int, int, str]]:
    """Runs of capitalised words as entities: two or more words a person, one a place."""
    spans = []
    for m in re.finditer(r"\b[A-ZÄÖÜ][\wäöüß]+(?:\s+[A-ZÄÖÜ][\wäöüß]+)*", text):
        if m.start() == 0 and " " not in m.group(0):
            continue  # a sentence's first word
        spans.append((m.start(), m.end(), "PERSON" if " " in m.group(0) else "GPE"))
    return spans


def train_pipeline(lang: str, texts: list[str]):
    import spacy
    from spacy.training import Example

    nlp = spacy.blank(lang)
    tok2vec = {"@architectures": "spacy.HashEmbedCNN.v2", "pretrained_vectors": None, "width": 16, "depth": 1,
               "embed_size": 500, "window_size": 1, "maxout_pieces": 2, "subword_features": True}
    nlp.add_pipe("ner", config={"model": {"@architectures": "spacy.TransitionBasedParser.v2",
                                          "state_type": "ner", "extra_state_tokens": False,
                                          "hidden_width": 16, "maxout_pieces": 2, "use_upper": True,
                                          "tok2vec": tok2vec}})
    examples = [Example.from_dict(nlp.make_doc(t), {"entities": annotate(t)}) for t in texts]
    spacy.util.fix_random_seed(0)
    optimizer = nlp.initialize(lambda: examples)
    for _ in range(100):
        nlp.update(examples, sgd=optimizer, drop=0.0)
    return nlp


def record_text(record: dict) -> list[str]:
    widget = record.get("widgetData") or []
    out = []
    for w in widget if isinstance(widget, list) else [widget]:
        if isinstance(w, dict) and isinstance(w.get("text"), str) and w["text"]:
            out.append(w["text"])
    return out


def build_wheel(nlp, name: str, lang: str, out: Path) -> Path:
    """The pipeline as an installable package (the layout `spacy package` writes: the package's
    `load()` reads the data folder `<lang>_<name>-<version>` beside it), zipped as a wheel."""
    pipe_name = name.split("_", 1)[1] if name.startswith(lang + "_") else name
    meta = {"lang": lang, "name": pipe_name, "version": VERSION, "spacy_version": ">=3.8,<3.9",
            "description": "snippet-lab fixture: tiny random weights", "pipeline": nlp.pipe_names}
    nlp.meta.update(meta)
    work = Path(tempfile.mkdtemp())
    try:
        pkg = work / name
        pkg.mkdir()
        nlp.to_disk(pkg / f"{lang}_{pipe_name}-{VERSION}")
        (pkg / "meta.json").write_text(json.dumps(nlp.meta, indent=2))
        (pkg / "__init__.py").write_text(
            "from pathlib import Path\n"
            "from spacy.util import load_model_from_init_py, get_model_meta\n\n"
            "__version__ = get_model_meta(Path(__file__).parent)['version']\n\n\n"
            "def load(**overrides):\n"
            "    return load_model_from_init_py(__file__, **overrides)\n"
        )
        dist = f"{name}-{VERSION}.dist-info"
        files = {str(p.relative_to(work)): p.read_bytes() for p in sorted(pkg.rglob("*")) if p.is_file()}
        files[f"{dist}/METADATA"] = (
            f"Metadata-Version: 2.1\nName: {name}\nVersion: {VERSION}\nRequires-Dist: spacy<3.9.0,>=3.8.0\n"
        ).encode()
        files[f"{dist}/WHEEL"] = (
            b"Wheel-Version: 1.0\nGenerator: snippet-lab\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
        )
        record_lines = []
        for path, data in files.items():
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            record_lines.append(f"{path},sha256={digest},{len(data)}")
        record_lines.append(f"{dist}/RECORD,,")
        files[f"{dist}/RECORD"] = ("\n".join(record_lines) + "\n").encode()
        # The file name the Hub repositories use (no version in it).
        wheel = out / f"{name}-any-py3-none-any.whl"
        with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as z:
            for path, data in files.items():
                z.writestr(path, data)
        return wheel
    finally:
        shutil.rmtree(work, ignore_errors=True)


def install(wheel: Path, name: str, hf_home: Path) -> None:
    """pip-installs the wheel offline into the lab's site folder (what the snippet's install
    line does from the URL). pip wants a version in the file name: a correctly named copy."""
    site = hf_home / SITE
    site.mkdir(parents=True, exist_ok=True)
    for old in list(site.glob(f"{name}")) + list(site.glob(f"{name}-*.dist-info")):
        shutil.rmtree(old, ignore_errors=True)
    tmp = Path(tempfile.mkdtemp())
    try:
        named = tmp / f"{name}-{VERSION}-py3-none-any.whl"
        shutil.copyfile(wheel, named)
        subprocess.run(
            [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-index",
             "--no-deps", "--retries", "0", "--target", str(site), str(named)],
            check=True, capture_output=True, text=True,
        )
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def make_spacy(record: dict, out: Path, hf_home: Path) -> None:
    name = record["id"].split("/")[-1]
    lang = name.split("_")[0]
    import spacy

    try:
        spacy.blank(lang)
    except Exception:  # noqa: BLE001 - not a language code: English, as the generator's sentence is
        lang = "en"
    texts = SENTENCES.get(lang, []) + SENTENCES["en"] + record_text(record)
    nlp = train_pipeline(lang, texts)
    wheel = build_wheel(nlp, name, lang, out)
    install(wheel, name, hf_home)


def installed(record: dict, hf_home: Path) -> bool:
    name = record["id"].split("/")[-1]
    return any((hf_home / SITE).glob(f"{name}-*.dist-info"))
