#!/usr/bin/env bash
# The reference runtime of the hardware-fit test (packages/catalog/test/hardware-llama.test.ts):
# node-llama-cpp and only its CPU build for linux-x64, in tools/fit-check/node_modules (git-ignored).
# Its optional dependencies (CUDA, Vulkan, … builds, ~725 MB) are left out, and it is told not to
# download or build llama.cpp. Idempotent: does nothing when the pinned version is installed.
set -euo pipefail
cd "$(dirname "$0")"
VERSION=3.22.1
installed() {
	node -e "process.exit(require('./node_modules/node-llama-cpp/package.json').version === '$VERSION' && require('./node_modules/@node-llama-cpp/linux-x64/package.json').version === '$VERSION' ? 0 : 1)" 2>/dev/null
}
if installed; then
	echo "node-llama-cpp $VERSION already installed in tools/fit-check"
	exit 0
fi
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
	echo "tools/fit-check: only linux-x64 is set up (this is $(uname -s)-$(uname -m)); the test will skip outside CI" >&2
	exit 0
fi
export NODE_LLAMA_CPP_SKIP_DOWNLOAD=true
npm install --prefix . --no-save --no-package-lock --omit=optional --ignore-scripts --no-audit --no-fund \
	"node-llama-cpp@$VERSION" "@node-llama-cpp/linux-x64@$VERSION"
installed
echo "node-llama-cpp $VERSION installed in tools/fit-check"
