#!/usr/bin/env bash
# The Node runtime of the snippet lab's level 4 for transformers.js: @huggingface/transformers
# (with onnxruntime-node's CPU build and sharp) in tools/snippet-lab/js-ml/node_modules
# (git-ignored). It is not a workspace dependency: onnxruntime-node's install script would
# download CUDA libraries unless told to skip them, which a plain `npm install` must not need.
# Idempotent: does nothing when the pinned version is installed.
set -euo pipefail
cd "$(dirname "$0")"
VERSION=4.3.1
installed() {
	node -e "process.exit(require('./node_modules/@huggingface/transformers/package.json').version === '$VERSION' ? 0 : 1)" 2>/dev/null &&
		node -e "require('onnxruntime-node'); require('sharp')" 2>/dev/null
}
if installed; then
	echo "@huggingface/transformers $VERSION already installed in tools/snippet-lab/js-ml"
	exit 0
fi
# onnxruntime-node's CPU binaries ship inside the package; only the CUDA ones are downloaded.
export ONNXRUNTIME_NODE_INSTALL_CUDA=skip
npm install --prefix . --no-save --no-package-lock --no-audit --no-fund "@huggingface/transformers@$VERSION"
installed
echo "@huggingface/transformers $VERSION installed in tools/snippet-lab/js-ml"
