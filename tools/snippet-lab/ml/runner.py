"""Level 4 runner: executes library snippets, unmodified, against the real libraries on the
fixture cache, offline.

    python runner.py JOBS.json WORKDIR  ->  one JSON line per job:
        {"id", "code": exit code, "stdout", "stderr", "seconds", "files": [new files]}

JOBS.json is a list of {"id", "code"}. The environment (HF_HOME, HF_HUB_OFFLINE=1,
SNIPPET_LAB_MEDIA, PYTHONPATH with site/) is set by the caller. The heavy libraries are imported
once here; each snippet runs in a forked child (a fresh `__main__`, its own working directory
with the placeholder input files a user would have), so one snippet cannot affect the next and
the run takes seconds instead of an interpreter start with torch per snippet.
"""

from __future__ import annotations

import json
import os
import signal
import sys
import time
import traceback
from pathlib import Path

TIMEOUT_S = int(os.environ.get("SNIPPET_LAB_ML_TIMEOUT", "120"))
PARALLEL = int(os.environ.get("SNIPPET_LAB_ML_JOBS", "2"))
MEMORY_LIMIT = 8 << 30


def make_media(media: Path) -> None:
    """Small valid files of each kind the snippets fetch or open."""
    import numpy as np
    import soundfile as sf
    from PIL import Image

    media.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(0)
    if not (media / "image.png").exists():
        img = Image.fromarray(rng.integers(0, 255, (96, 128, 3), dtype=np.uint8))
        img.save(media / "image.png")
        img.save(media / "image.jpg")
    if not (media / "audio.flac").exists():
        t = np.arange(16000) / 16000
        wave = (0.2 * np.sin(2 * np.pi * 440 * t)).astype(np.float32)
        sf.write(media / "audio.flac", wave, 16000)
        sf.write(media / "audio.wav", wave, 16000)
    if not (media / "video.mp4").exists():
        make_video(media / "video.mp4", rng)
    if not (media / "speaker_embeddings.bin").exists():
        (media / "speaker_embeddings.bin").write_bytes(rng.standard_normal(512).astype("<f4").tobytes())


def make_video(path: Path, rng) -> None:
    """A six-second 64×64 H.264 video (PyAV, 48 frames: more than the 32 ViViT samples), for the
    snippets that classify or describe one."""
    import av

    tmp = path.with_suffix(".tmp.mp4")
    with av.open(str(tmp), "w") as out:
        stream = out.add_stream("libx264", rate=8)
        stream.width, stream.height, stream.pix_fmt = 64, 64, "yuv420p"
        for _ in range(48):
            frame = av.VideoFrame.from_ndarray(rng.integers(0, 255, (64, 64, 3), dtype="uint8"), format="rgb24")
            for packet in stream.encode(frame):
                out.mux(packet)
        for packet in stream.encode():
            out.mux(packet)
    tmp.rename(path)


# Input files the snippets open by a placeholder name (a user replaces them with their own).
PLACEHOLDERS = {
    ".png": "image.png",
    ".jpg": "image.jpg",
    ".jpeg": "image.jpg",
    ".flac": "audio.flac",
    ".wav": "audio.wav",
    ".mp3": "audio.flac",
    ".mp4": "video.mp4",
}


def prepare_workdir(code: str, work: Path, media: Path) -> None:
    import re

    work.mkdir(parents=True, exist_ok=True)
    for name in set(re.findall(r"[\"']([\w\-./]+\.(?:png|jpe?g|flac|wav|mp3|mp4))[\"']", code)):
        if "://" in name or name.startswith("/"):
            continue
        src = media / PLACEHOLDERS[os.path.splitext(name)[1].lower()]
        dst = work / name
        dst.parent.mkdir(parents=True, exist_ok=True)
        saves = re.search(rf"\.(save|write|save_wav)\([^)]*{re.escape(name)}", code)
        if src.exists() and not dst.exists() and not saves:
            dst.write_bytes(src.read_bytes())


def child(code: str, work: Path) -> None:
    """In the forked child: run `code` as a script would run, then exit with its status."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    os.chdir(work)
    out = os.open(work / ".stdout", os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    err = os.open(work / ".stderr", os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    os.dup2(out, 1)
    os.dup2(err, 2)
    signal.alarm(TIMEOUT_S)
    status = 0
    try:
        sys.argv = ["snippet.py"]
        exec(compile(code, "snippet.py", "exec"), {"__name__": "__main__", "__file__": str(work / "snippet.py")})
    except SystemExit as e:
        status = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    except BaseException:  # noqa: BLE001 - the snippet's failure is its result
        traceback.print_exc()
        status = 1
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os._exit(status)


def main() -> None:
    jobs = json.loads(Path(sys.argv[1]).read_text())
    root = Path(sys.argv[2]).resolve()
    media = Path(os.environ["SNIPPET_LAB_MEDIA"]).resolve()
    make_media(media)
    # Import once in the parent; children inherit the loaded modules.
    import warnings

    warnings.filterwarnings("ignore")
    for mod in ("torch", "torchvision", "timm", "open_clip", "transformers", "sentence_transformers", "peft", "sklearn",
                "joblib", "pandas", "PIL.Image", "requests", "huggingface_hub", "soundfile", "librosa"):
        try:
            __import__(mod)
        except Exception:  # noqa: BLE001 - a snippet that needs it reports the error itself
            pass
    # Keras (which imports TensorFlow) and spaCy only when a snippet uses them: TensorFlow alone
    # takes seconds to import.
    for mod in ("keras", "spacy"):
        if any(f"import {mod}" in job["code"] for job in jobs):
            try:
                __import__(mod)
            except Exception:  # noqa: BLE001
                pass
    # A fork of a process whose thread pools already started can deadlock; the parent computes nothing.
    import torch

    torch.set_num_threads(1)

    running: dict[int, tuple[dict, Path, float]] = {}
    queue = list(enumerate(jobs))

    def report(job: dict, work: Path, started: float, status: int) -> None:
        def read(name: str) -> str:
            p = work / name
            return p.read_text(errors="replace")[-20000:] if p.exists() else ""

        files = sorted(
            str(p.relative_to(work)) for p in work.rglob("*") if p.is_file() and not p.name.startswith(".")
        )
        print(json.dumps({"id": job["id"], "code": status, "stdout": read(".stdout"), "stderr": read(".stderr"),
                          "seconds": round(time.time() - started, 2), "files": files}), flush=True)

    while queue or running:
        while queue and len(running) < PARALLEL:
            i, job = queue.pop(0)
            work = root / f"job-{i}"
            prepare_workdir(job["code"], work, media)
            before = {p.name for p in work.iterdir()}
            (work / ".inputs").write_text(json.dumps(sorted(before)))
            pid = os.fork()
            if pid == 0:
                child(job["code"], work)
            running[pid] = (job, work, time.time())
        pid, raw = os.wait()
        if pid not in running:
            continue
        job, work, started = running.pop(pid)
        status = os.waitstatus_to_exitcode(raw)
        report(job, work, started, status)


if __name__ == "__main__":
    main()
