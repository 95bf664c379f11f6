#!/usr/bin/env bash
# Fuzzes the push payload decoder with libFuzzer: Tests/Fuzz/run.sh [RUNS] (default 1,000,000).
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-1000000}"
out=.build/fuzz
mkdir -p "$out/corpus"
cp Transcripts/payloads/*.json "$out/corpus/"
core=Sources/TapbenchCore
swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name PushFuzz -o "$out/push-payload-fuzz" \
    "$core"/JSON/*.swift "$core"/Schema/*.swift "$core"/Text/Suggestion.swift "$core"/Time/Timestamp.swift \
    "$core"/Activities/Alert.swift "$core"/Activities/ActivityType.swift "$core"/Activities/ContentProblem.swift \
    "$core"/Push/PushPayload.swift "$core"/Push/PushProblem.swift "$core"/Push/EpochLint.swift \
    Tests/Fuzz/PushPayloadFuzz.swift
# Leak checks are off: the one allocation kept is the sample type's schema, held for the whole run.
ASAN_OPTIONS=detect_leaks=0 "$out/push-payload-fuzz" -runs="$runs" -max_len=8192 -artifact_prefix="$out/" "$out/corpus"
