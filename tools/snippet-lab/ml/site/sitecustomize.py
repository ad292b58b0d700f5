"""Level 4 network stand-in, imported by every Python the lab runs (PYTHONPATH): a request
to any host is answered with a small valid local file of the kind the URL names (an image for
.png/.jpg, a sound for .flac/.wav/.mp3, …) instead of going out. Files come from
$SNIPPET_LAB_MEDIA (made by media.py). Nothing leaves the machine."""

import os
import sys
from pathlib import Path

MEDIA = Path(os.environ.get("SNIPPET_LAB_MEDIA", "/nonexistent"))
KINDS = {
    ".png": "image.png",
    ".jpg": "image.jpg",
    ".jpeg": "image.jpg",
    ".webp": "image.png",
    ".flac": "audio.flac",
    ".wav": "audio.wav",
    ".mp3": "audio.flac",
    ".mp4": "video.mp4",
    # SpeechT5's speaker embeddings (512 float32 values), the one binary file a snippet fetches.
    ".bin": "speaker_embeddings.bin",
}
TYPES = {".png": "image/png", ".jpg": "image/jpeg", ".flac": "audio/flac", ".wav": "audio/wav", ".mp4": "video/mp4"}


def local_file(url: str):
    """(path, content type) standing in for `url`, or None when the lab has no such media."""
    path = url.split("?", 1)[0].split("#", 1)[0]
    ext = os.path.splitext(path)[1].lower()
    name = KINDS.get(ext)
    if name is None or not (MEDIA / name).exists():
        return None
    return MEDIA / name, TYPES.get(os.path.splitext(name)[1], "application/octet-stream")


def _body(url: str):
    found = local_file(url)
    if found is None:
        return 404, b"not available in the snippet lab", "text/plain"
    return 200, found[0].read_bytes(), found[1]


def _patch_httpx() -> None:
    try:
        import httpx
    except ImportError:
        return

    def handle(self, request):
        status, body, ctype = _body(str(request.url))
        return httpx.Response(status, content=body, headers={"content-type": ctype}, request=request)

    async def ahandle(self, request):
        return handle(self, request)

    httpx.HTTPTransport.handle_request = handle
    httpx.AsyncHTTPTransport.handle_async_request = ahandle


def _patch_requests() -> None:
    try:
        import requests
        from requests.adapters import HTTPAdapter
        from requests.models import Response
    except ImportError:
        return

    def send(self, request, **kwargs):
        status, body, ctype = _body(request.url)
        r = Response()
        r.status_code = status
        r._content = body
        r.headers["content-type"] = ctype
        r.url = request.url
        r.request = request
        r.encoding = None
        import io

        r.raw = io.BytesIO(body)
        return r

    HTTPAdapter.send = send
    del requests


def _patch_urllib() -> None:
    import io
    import urllib.request
    from email.message import Message
    from urllib.response import addinfourl

    original = urllib.request.urlopen

    def urlopen(url, *args, **kwargs):
        target = url.full_url if hasattr(url, "full_url") else str(url)
        if target.startswith("file:"):
            return original(url, *args, **kwargs)
        status, body, ctype = _body(target)
        headers = Message()
        headers["content-type"] = ctype
        return addinfourl(io.BytesIO(body), headers, target, status)

    urllib.request.urlopen = urlopen


if os.environ.get("SNIPPET_LAB_MEDIA"):
    _patch_httpx()
    _patch_requests()
    _patch_urllib()
    sys.modules.setdefault("_snippet_lab_net", sys.modules[__name__])
