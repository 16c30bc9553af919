// Timing and memory helpers of the benchmark table: medians of repeated samples, spawned commands and
// the resident memory of a process.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((first, second) => first - second);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Median milliseconds per call of an async function: warms up, then takes samples of `batch` calls for
 * about `budgetMs` (at least `minSamples`).
 * @param {() => Promise<unknown>} fn
 * @param {{ budgetMs?: number, batch?: number, minSamples?: number, warmup?: number }} [options]
 */
export async function timeAsync(fn, { budgetMs = 1000, batch = 1, minSamples = 5, warmup = 3 } = {}) {
  for (let index = 0; index < warmup * batch; index++) await fn();
  const samples = [];
  const end = performance.now() + budgetMs;
  while (samples.length < minSamples || performance.now() < end) {
    const start = performance.now();
    for (let index = 0; index < batch; index++) await fn();
    samples.push((performance.now() - start) / batch);
  }
  return median(samples);
}

/**
 * Median milliseconds of two async functions timed in alternating blocks of `batch` calls, after
 * `warmupMs` of each: both see the same machine load and the same warm code they share (Node's file or
 * network code), which timing one after the other does not give on a busy or I/O-bound machine. Each
 * sample is a block's time per call, or with `perCall` each call's own time (the median is then the p50).
 * @param {() => Promise<unknown>} ours
 * @param {() => Promise<unknown>} limit
 * @param {{ budgetMs?: number, batch?: number, warmupMs?: number, perCall?: boolean }} [options]
 * @returns {Promise<{ ours: number, limit: number }>}
 */
export async function timeAsyncPair(
  ours,
  limit,
  { budgetMs = 3000, batch = 100, warmupMs = 1000, perCall = false } = {},
) {
  await timeAsync(ours, { budgetMs: warmupMs });
  await timeAsync(limit, { budgetMs: warmupMs });
  /** @param {() => Promise<unknown>} fn @param {number[]} samples */
  const block = async (fn, samples) => {
    const start = performance.now();
    for (let index = 0; index < batch; index++) {
      const callStart = perCall ? performance.now() : 0;
      await fn();
      if (perCall) samples.push(performance.now() - callStart);
    }
    if (!perCall) samples.push((performance.now() - start) / batch);
  };
  /** @type {number[]} */
  const oursSamples = [];
  /** @type {number[]} */
  const limitSamples = [];
  const end = performance.now() + budgetMs;
  while (oursSamples.length < 5 || performance.now() < end) {
    await block(ours, oursSamples);
    await block(limit, limitSamples);
  }
  return { ours: median(oursSamples), limit: median(limitSamples) };
}

/** The same for a synchronous function; `batch` should make one sample last well above a microsecond. */
export function timeSync(fn, { budgetMs = 1000, batch = 1000, minSamples = 5, warmup = 3 } = {}) {
  for (let index = 0; index < warmup * batch; index++) fn();
  const samples = [];
  const end = performance.now() + budgetMs;
  while (samples.length < minSamples || performance.now() < end) {
    const start = performance.now();
    for (let index = 0; index < batch; index++) fn();
    samples.push((performance.now() - start) / batch);
  }
  return median(samples);
}

/**
 * Calls per second of two async functions, each keeping `inFlight` calls running until `total` have
 * started: one warm-up run of each, then `runs` runs of each in alternation, so both see the same machine
 * load (one after the other, a shift in what else runs on two cores moves the ratio by a third). The
 * median run of each is returned.
 * @param {() => Promise<unknown>} ours
 * @param {() => Promise<unknown>} limit
 * @returns {Promise<{ ours: number, limit: number }>}
 */
export async function throughputPair(ours, limit, { inFlight = 50, total = 2000, runs = 7 } = {}) {
  const rates = { ours: [], limit: [] };
  for (let run = 0; run <= runs; run++) {
    for (const [name, fn] of /** @type {const} */ ([
      ['ours', ours],
      ['limit', limit],
    ])) {
      let started = 0;
      const start = performance.now();
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          while (started++ < total) await fn();
        }),
      );
      if (run > 0) rates[name].push(total / ((performance.now() - start) / 1000));
    }
  }
  return { ours: median(rates.ours), limit: median(rates.limit) };
}

/**
 * Median wall-clock milliseconds of running a command to its end (output discarded); throws when it fails.
 * @param {string} command @param {string[]} args
 */
export function timeSpawn(command, args, { runs = 10, cwd = process.cwd() } = {}) {
  const times = [];
  for (let run = 0; run < runs + 1; run++) {
    const start = performance.now();
    const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    const elapsed = performance.now() - start;
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`);
    if (run > 0) times.push(elapsed);
  }
  return median(times);
}

/** Resident memory of a running process, in bytes (Linux /proc, else `ps`). @param {number} pid */
export function residentBytes(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /^VmRSS:\s+(\d+)/m.exec(status)?.[1];
    if (kilobytes) return Number(kilobytes) * 1024;
  } catch {
    // not Linux: ask ps
  }
  const result = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
  return Number(result.stdout.trim()) * 1024;
}
