#!/usr/bin/env bash
# Fuzzes every parser with libFuzzer: Tests/Fuzz/run.sh [RUNS [HARNESS...]] (default 1,000,000 executions
# per harness, every harness).
# Each folder Tests/Fuzz/*Fuzz is one harness. They are built against the package's own modules, with
# -sanitize=fuzzer,address, into .build-fuzz; seed corpora come from Transcripts/ and README.md.
# Prints one line per harness and `N passed, N failed`; exits 1 when a harness crashed, hung, failed to build or
# was interrupted (Ctrl-C stops the harness running and still reports what it did).
set -uo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-1000000}"
shift $(($# > 0 ? 1 : 0))
harnesses=("$@")
[ ${#harnesses[@]} -gt 0 ] || harnesses=($(cd Tests/Fuzz && ls -d *Fuzz))
out=.build-fuzz/fuzz
rm -rf "$out/seeds"
mkdir -p "$out/seeds" "$out/corpus" "$out/logs" "$out/crashes"

transcripts=(Transcripts/*.md)

# The command lines of a transcript or README.md, one a line, with `push FILE` given the file's JSON inline.
commands() {
    sed -n 's/^tapbench> //p' "$1" | sed 's/^.*(completes to: \(.*\))$/\1/' | while IFS= read -r line; do
        if [[ "$line" =~ ^push\ ([^ ]+\.json)(.*)$ && -f "${BASH_REMATCH[1]}" ]]; then
            echo "push $(tr -d '\n' <"${BASH_REMATCH[1]}")${BASH_REMATCH[2]}"
        else
            echo "$line"
        fi
    done
}

# Writes the seed corpus of harness $1, one file per seed.
seed() {
    local dir="$out/seeds/$1" n=0 file
    mkdir -p "$dir"
    case "$1" in
    CommandWordsFuzz)
        for file in "${transcripts[@]}" README.md; do commands "$file"; done | sort -u | while IFS= read -r line; do
            n=$((n + 1)); printf '%s' "$line" >"$dir/$n"
        done ;;
    SessionFuzz)
        for file in "${transcripts[@]}" README.md; do commands "$file" | split -l 8 - "$dir/$(basename "$file")-"; done ;;
    RoutesFuzz)
        for file in "${transcripts[@]}" README.md; do
            { sed -n 's/^tapbench> route add \([^ ]*\).*/\1/p' "$file"
              echo; sed -n 's/^tapbench> \(open\|route test\) \([^ ]*\).*/\2/p' "$file"; } >"$dir/$(basename "$file")"
        done ;;
    TranscriptFuzz)
        cp "${transcripts[@]}" "$dir/" ;;
    TimeFuzz)
        cat "${transcripts[@]}" README.md | grep -oE '(advance|clock|--stale|--at|--dismissal|clock:) [^ ]+' | cut -d' ' -f2 | sort -u |
            while IFS= read -r word; do n=$((n + 1)); printf '%s' "$word" >"$dir/$n"; done ;;
    JSONFuzz | PushPayloadFuzz)
        cp Transcripts/payloads/*.json "$dir/" ;;
    esac
}

# The longest input worth trying: a command line, a few of them, a route table, a whole transcript.
max_len() {
    case "$1" in
    TimeFuzz) echo 128 ;;
    CommandWordsFuzz | SessionFuzz) echo 1024 ;;
    RoutesFuzz) echo 4096 ;;
    *) echo 16384 ;;
    esac
}

build=(swift build -c release --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing -Xswiftc -use-ld=lld)
passed=0
failed=0
for name in "${harnesses[@]}"; do
    log="$out/logs/$name.log"
    if ! TAPBENCH_FUZZ=1 "${build[@]}" --product "$name" >"$log" 2>&1; then
        echo "$name: does not build (see $log)"
        failed=$((failed + 1))
        continue
    fi
    seed "$name"
    mkdir -p "$out/corpus/$name"
    # Leak checks are off: each harness keeps the sample app's catalog (and a session) for the whole run.
    ASAN_OPTIONS=detect_leaks=0 ".build-fuzz/release/$name" -runs="$runs" -max_len="$(max_len "$name")" -timeout=30 -print_final_stats=1 \
        -artifact_prefix="$out/crashes/$name-" "$out/corpus/$name" "$out/seeds/$name" >>"$log" 2>&1
    status=$?
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    seconds=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
    if [ "$status" -eq 0 ]; then
        echo "$name: ${executions:-?} executions in ${seconds:-?} s (${rate:-?}/s), 0 crashes"
        passed=$((passed + 1))
    elif [ "$status" -eq 72 ]; then
        echo "$name: interrupted after ${executions:-?} executions (${rate:-?}/s), 0 crashes"
        failed=$((failed + 1))
    else
        artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
        echo "$name: 1 crash after ${executions:-?} executions: ${artifact:-no input saved} (see $log)"
        failed=$((failed + 1))
    fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
