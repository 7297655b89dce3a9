#!/bin/sh
# P5 with one server process against two (docs/spec-notes.md, 'Several processes'; figures in docs/benchmarks.md, P5): seeds the
# full scale once, then `bench:server --workers 1` and `--workers 2` in turn, both passes, then both
# again uncached. Run inside ./scripts/with-postgres.sh on a quiet machine: about 20 minutes.
set -e
npx tsx scripts/bench/seed-scale.ts --reset
only='stat/warden-home,stat/dd-home,stat/admin-home,tweets/dd-home?page=1,stat/league-table,audit'
for round in 1 2; do
  for workers in 1 2; do
    echo "== round $round, WORKERS=$workers at $(date -u +%T), load $(cut -d' ' -f1 /proc/loadavg)"
    if [ "$round" = 1 ]; then pass=''; else pass='--uncached'; fi
    npx tsx scripts/bench/server-bench.ts --workers "$workers" --duration 10 --connections 50 --only "$only" $pass
  done
done
