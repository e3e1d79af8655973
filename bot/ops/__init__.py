"""Running and looking after the bot: the ``vypravci`` command line's operations — the bot's own
process (run.py), configuration from the environment (config.py), checks (doctor.py),
benchmarks (bench, store_bench.py), AI ladders (ladder.py), copying a store (migrate_store.py), Prometheus metrics
(metrics.py), logs (logs.py) and the garbage collector (heap.py).
"""
