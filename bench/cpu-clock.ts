/**
 * Milliseconds of this process's CPU time (user + system), for budgets that mean "seconds on one core"
 * whatever else runs on the machine: a 30 s budget then gives the search what an idle core would in
 * 30 s of wall time. `process.cpuUsage` is a system call, so it is read every `READ_EVERY` calls and
 * the value in between is the last reading (the search polls its clock every iteration; the error is
 * a few dozen iterations, far below a millisecond).
 */
export function cpuClock(): () => number {
  let calls = 0;
  let last = 0;
  return () => {
    if (calls++ % READ_EVERY === 0) {
      const { user, system } = process.cpuUsage();
      last = (user + system) / 1000;
    }
    return last;
  };
}

const READ_EVERY = 16;
