# Loaded by Python at start-up when the snippet lab puts this folder on PYTHONPATH: sends
# every https request made through `requests` or `httpx2`/`httpx` (openai, huggingface_hub)
# to the lab's recording server on 127.0.0.1, keeping the original scheme, host, path and
# query in the path. Modules are patched when the snippet imports them, so a snippet that
# does not use a client pays nothing. The snippet itself runs unmodified.
import importlib.util
import os
import sys

_TARGET = os.environ.get("SNIPPET_LAB_TARGET", "")


def _rewrite(url):
    url = str(url)
    for scheme in ("https", "http"):
        prefix = scheme + "://"
        if url.startswith(prefix) and not url.startswith(_TARGET):
            return _TARGET + "/_/" + scheme + "/" + url[len(prefix):]
    return url


def _patch_requests(module):
    send = module.HTTPAdapter.send

    def lab_send(self, request, *args, **kwargs):
        request.url = _rewrite(request.url)
        return send(self, request, *args, **kwargs)

    module.HTTPAdapter.send = lab_send


def _patch_httpx(module):
    url_type = module.URL

    for name, method in (("HTTPTransport", "handle_request"), ("AsyncHTTPTransport", "handle_async_request")):
        cls = getattr(module, name, None)
        if cls is None:
            continue
        original = getattr(cls, method)

        def make(original):
            def lab_handle(self, request):
                request.url = url_type(_rewrite(request.url))
                return original(self, request)

            return lab_handle

        setattr(cls, method, make(original))


_PATCHES = {
    "requests.adapters": _patch_requests,
    "httpx2": _patch_httpx,
    "httpx": _patch_httpx,
}


class _LabHook:
    """Runs a patch right after the module it is for has been executed."""

    def find_spec(self, name, path=None, target=None):
        patch = _PATCHES.get(name)
        if patch is None:
            return None
        sys.meta_path.remove(self)
        try:
            spec = importlib.util.find_spec(name)
        finally:
            sys.meta_path.insert(0, self)
        if spec is None or spec.loader is None:
            return spec
        exec_module = spec.loader.exec_module

        def lab_exec_module(module):
            exec_module(module)
            patch(module)

        spec.loader.exec_module = lab_exec_module
        return spec


if _TARGET:
    sys.meta_path.insert(0, _LabHook())
