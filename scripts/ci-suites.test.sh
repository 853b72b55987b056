#!/usr/bin/env bash
# The test of CI's orchestration (scripts/ci-suites.sh and .ci/run in a dry run): a failing suite,
# alone or in a lane, a lane that dies, a failing setup step, each must turn the run red; a run
# where all pass must be green. Seconds, nothing installed: `bash scripts/ci-suites.test.sh`.
set -uo pipefail
cd "$(dirname "$0")/.."
problems=0
work="$(mktemp -d /tmp/okota-ci-suites-test.XXXXXX)"
trap 'rm -rf "$work"' EXIT
expect() { # expect WHAT WANTED_CODE ACTUAL_CODE; WANTED_CODE 'red' is any but 0
  if [ "$2" = "$3" ] || { [ "$2" = red ] && [ "$3" != 0 ]; }; then echo "ok   $1"; else echo "FAIL $1: exit $3, wanted $2"; problems=$((problems + 1)); fi
}
in_shell() { # runs a script against ci-suites.sh in a fresh bash, its own log folder
  CI_LOG_DIR="$(mktemp -d "$work/logs.XXXX")" bash -c "set -euo pipefail; source scripts/ci-suites.sh; $1" > "$work/out.log" 2>&1
}

in_shell 'suite a true; suite b true; suite_table'
expect 'all suites pass: green' 0 $?

in_shell 'suite a true; suite b false; suite c true; suite_table'
expect 'a failing suite: red' 1 $?
grep -q 'c .*passed' "$work/out.log"
expect '... and the suites after it still run' 0 $?

in_shell 'suite a true; suite b bash -c "echo starting; echo \"Error: the database went away\"; echo done; exit 2"; suite_table'
grep -q "Why 'b' failed" "$work/out.log" && grep -q 'Error: the database went away' "$work/out.log" && ! grep -q "Why 'a' failed" "$work/out.log"
expect '... the end of the run says why a suite failed, and only for failed suites' 0 $?

in_shell 'one() { suite a true; suite b bash -c "exit 5"; suite c true; }; two() { suite d true; }
  lane one one; lane two two; wait_lanes; suite_table'
expect 'a failing suite in a lane: red' 1 $?
grep -q 'FAILED (exit 5)' "$work/out.log"
expect '... with its exit code in the table' 0 $?

in_shell 'one() { suite a true; }; two() { suite d bash -c "kill -9 \$PPID"; }
  lane one one; lane two two; wait_lanes || echo lanes-failed; suite_table'
expect 'a lane killed mid-suite: red' 1 $?
grep -q 'did not finish' "$work/out.log" && grep -q lanes-failed "$work/out.log"
expect '... the suite "did not finish" and wait_lanes fails' 0 $?

in_shell 'one() { suite a true; exit 4; }; lane one one; wait_lanes'
expect 'a lane exiting non-zero: wait_lanes fails' 1 $?

in_shell 'one() { sleep 2; suite a true; }; lane one one; suite b true; wait_lanes; suite_table'
expect 'a foreground suite and a slower lane: waits for the lane, green' 0 $?
grep -q '^a .*passed' "$work/out.log"
expect '... and the lane'"'"'s suite is in the table' 0 $?

in_shell 'step s false; echo after-step'
expect 'a failing setup step ends the run' red $?
! grep -q after-step "$work/out.log"
expect '... at once' 0 $?

in_shell 'suite_table'
expect 'no suite at all: red' 1 $?

# .ci/run itself, every command replaced by a short sleep.
CI_DRY_RUN=1 CI_DRY_SLEEP=0 CI_LOG_DIR="$(mktemp -d "$work/logs.XXXX")" .ci/run > "$work/out.log" 2>&1
expect '.ci/run dry run, all pass: green' 0 $?
for failing in 'lint' 'browser (Node 24)' 'API on PGlite (Node 20)' 'API on PostgreSQL (Node 24)' 'npm ci'; do
  CI_DRY_RUN=1 CI_DRY_SLEEP=0 CI_DRY_FAIL="$failing" CI_LOG_DIR="$(mktemp -d "$work/logs.XXXX")" .ci/run > "$work/out.log" 2>&1
  expect ".ci/run dry run, '$failing' fails: red" red $?
done

[ "$problems" = 0 ] && echo 'all orchestration checks passed' || { echo "$problems orchestration checks failed"; exit 1; }
