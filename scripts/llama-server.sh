#!/usr/bin/env bash
# Build llama.cpp's own `llama-server` (which speaks the Anthropic Messages API) from the
# llama.cpp source vendored in the llama-cpp-python sdist on PyPI, once per version, into
# a cache outside the repo. Prints the cache folder (binary + a tool-call chat template).
# Usage: scripts/llama-server.sh PYTHON   (the venv's python, to read the installed version)
set -euo pipefail
python=${1:-.venv/bin/python}
version=$("$python" -c 'import importlib.metadata as m; print(m.version("llama-cpp-python"))')
# Built for AVX2, not -march=native: a native build on a CPU with AMX (Sapphire Rapids)
# crashes inside a VM that does not enable AMX state. The suffix keeps native builds out.
cache=${KEEL_CACHE:-$HOME/.cache/keel}/llama-server-$version-avx2
if [[ -x $cache/llama-server && -f $cache/chatml-tools.jinja ]]; then
    echo "$cache"
    exit 0
fi
command -v cmake >/dev/null || { apt-get update -qq && apt-get install -y -qq cmake g++ >&2; }
LLAMA_CPU_FLAGS="-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "building llama-server $version (about 10 minutes on 2 cores; cached afterwards)" >&2
"$python" -m pip download -q --no-deps --no-binary :all: "llama-cpp-python==$version" -d "$work" >&2
tar xzf "$work"/llama_cpp_python-*.tar.gz -C "$work"
src=$(echo "$work"/llama_cpp_python-*/vendor/llama.cpp)
# No downloads at build time: no curl, no prebuilt web UI.
cmake -S "$src" -B "$work/build" -DCMAKE_BUILD_TYPE=Release -DLLAMA_CURL=OFF \
    -DLLAMA_OPENSSL=OFF $LLAMA_CPU_FLAGS -DBUILD_SHARED_LIBS=OFF -DLLAMA_BUILD_TESTS=OFF \
    -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_USE_PREBUILT_UI=OFF -DLLAMA_BUILD_UI=OFF >&2
cmake --build "$work/build" --target llama-server -j"$(nproc)" >&2
mkdir -p "$cache.tmp"
cp "$work/build/bin/llama-server" "$cache.tmp/"
# SmolLM2's own template has no tool support; Qwen 2.5's uses the same ChatML tokens.
cp "$src/models/templates/Qwen-Qwen2.5-7B-Instruct.jinja" "$cache.tmp/chatml-tools.jinja"
rm -rf "$cache" && mv "$cache.tmp" "$cache"
echo "$cache"
