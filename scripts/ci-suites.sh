# Sourced by .ci/run: runs CI's suites one after another or side by side, records each one's
# wall time and exit code, and prints them as a table at the end (docs/decisions/0244).
#
#   suite NAME CMD...        runs one suite; its output goes to the terminal, or to the lane's log
#   step NAME CMD...         the same for a setup step, but a failure ends the run (set -e)
#   lane NAME FUNCTION       runs FUNCTION (a series of `suite` calls) in the background, its
#                            output in $CI_LOG_DIR/lane-NAME.log
#   wait_lanes               waits for every lane, then prints each lane's log and exit code
#   suite_table              prints the table; returns 1 if any suite failed or never finished
#
# A failing suite does not stop the others: the run goes on, and the table (and the exit code)
# says which failed. Results are files, so suites in background lanes record them too.
# CI_DRY_RUN=1 replaces every command by a short sleep (CI_DRY_SLEEP seconds, default 1);
# CI_DRY_FAIL=name,name makes those suites exit 3 instead: the orchestration's own test.

CI_LOG_DIR="${CI_LOG_DIR:-.tmp/ci-logs}"
rm -rf "$CI_LOG_DIR"
mkdir -p "$CI_LOG_DIR/suites"
CI_LANE_PIDS=()
CI_LANE_NAMES=()
CI_STARTED_AT=$(date +%s)

# Runs the command of one suite, or in a dry run pretends to.
_suite_command() {
  local name=$1; shift
  if [ "${CI_DRY_RUN:-}" = 1 ]; then
    echo "(dry run) $name: $*"
    sleep "${CI_DRY_SLEEP:-1}"
    case ",${CI_DRY_FAIL:-}," in *",$name,"*) echo "(dry run) $name fails"; return 3 ;; esac
    return 0
  fi
  "$@"
}

suite() {
  local name=$1; shift
  local seq start code
  seq=$(date +%s%N)
  # Written before the command runs: a suite with no result afterwards failed to finish.
  echo "$name" > "$CI_LOG_DIR/suites/$seq.started"
  echo "${CI_LANE:-alone}" > "$CI_LOG_DIR/suites/$seq.lane"
  echo "::: $name: $* (started $(date -u +%H:%M:%S))"
  start=$(date +%s)
  # Its output is kept apart too, so the end of the run can say why it failed (suite_table).
  # (Through tee in a process substitution, not a pipe: the command stays a child of the lane's shell.)
  if _suite_command "$name" "$@" > >(tee "$CI_LOG_DIR/suites/$seq.out") 2>&1; then code=0; else code=$?; fi
  echo "$code $(( $(date +%s) - start ))" > "$CI_LOG_DIR/suites/$seq.done"
  echo "::: $name: exit $code after $(( $(date +%s) - start )) s"
  CI_LAST_CODE=$code
  # Always 0, so `set -e` never ends a lane early; the table and wait_lanes report failures.
  return 0
}

step() {
  suite "$@"
  return "$CI_LAST_CODE"
}

lane() {
  local name=$1 fn=$2
  ( set +e; CI_LANE=$name; "$fn" ) > "$CI_LOG_DIR/lane-$name.log" 2>&1 &
  CI_LANE_PIDS+=("$!")
  CI_LANE_NAMES+=("$name")
  echo "::: lane $name started ($fn, pid $!), its log follows when it ends"
}

wait_lanes() {
  local i code failed=0
  for i in "${!CI_LANE_PIDS[@]}"; do
    if wait "${CI_LANE_PIDS[$i]}"; then code=0; else code=$?; fi
    echo
    echo "================ lane ${CI_LANE_NAMES[$i]}: its log (lane exit $code) ================"
    cat "$CI_LOG_DIR/lane-${CI_LANE_NAMES[$i]}.log"
    echo "================ end of lane ${CI_LANE_NAMES[$i]} (exit $code) ================"
    [ "$code" = 0 ] || failed=1
  done
  CI_LANE_PIDS=()
  CI_LANE_NAMES=()
  return "$failed"
}

# Stops lanes still running (the run itself was interrupted): each lane's processes, by pid.
stop_lanes() {
  local pid
  for pid in "${CI_LANE_PIDS[@]}"; do _kill_tree "$pid"; done
}
_kill_tree() {
  local child
  for child in $(ps -o pid= --ppid "$1" 2>/dev/null); do _kill_tree "$child"; done
  kill -TERM "$1" 2>/dev/null || true
}

_minutes() { printf '%d:%02d' $(( $1 / 60 )) $(( $1 % 60 )); }

suite_table() {
  local started finished name code secs result failed=0 count=0 total
  echo
  echo "Suite                                  Time   Lane                 Result"
  echo "-------------------------------------  -----  -------------------  ------"
  for started in "$CI_LOG_DIR"/suites/*.started; do
    [ -e "$started" ] || continue
    finished="${started%.started}.done"
    name=$(cat "$started")
    code='-'; secs=0
    [ -s "$finished" ] && read -r code secs < "$finished"
    count=$(( count + 1 ))
    if [ "$code" = 0 ]; then result=passed; elif [ "$code" = - ]; then result='did not finish'; failed=1; else result="FAILED (exit $code)"; failed=1; fi
    printf '%-37s  %5s  %-19s  %s\n' "$name" "$(_minutes "$secs")" "$(cat "${started%.started}.lane")" "$result"
  done
  [ "$count" -gt 0 ] || { echo 'no suite ran'; failed=1; }
  total=$(( $(date +%s) - CI_STARTED_AT ))
  echo "-------------------------------------  -----  -------------------  ------"
  printf '%-37s  %5s  %-19s  %s\n' 'whole run (wall clock)' "$(_minutes "$total")" '' "$([ "$failed" = 0 ] && echo passed || echo FAILED)"
  _why_suites_failed
  return "$failed"
}

# For each suite that failed, the last lines of its output that name a failure or an error: the
# end of the run is what is read first, and a suite can fail with every test passed (an unhandled
# error, a file that did not load), which no test count shows.
_why_suites_failed() {
  local started out code secs
  for started in "$CI_LOG_DIR"/suites/*.started; do
    [ -e "$started" ] || continue
    code='-'; secs=0
    [ -s "${started%.started}.done" ] && read -r code secs < "${started%.started}.done"
    [ "$code" = 0 ] && continue
    out="${started%.started}.out"
    echo
    echo "Why '$(cat "$started")' failed (its last lines naming a failure or an error):"
    if [ -s "$out" ]; then
      sed 's/\x1b\[[0-9;]*m//g' "$out" | grep -a -E 'FAIL|Error|error:|Unhandled|×|✗|fails|failed|Timeout|timed out' | grep -a -v -E '^\s*✓' | tail -n 15 | cut -c1-300
    else
      echo '(no output kept)'
    fi
  done
}
