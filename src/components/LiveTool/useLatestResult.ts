/**
 * Runs `run` on the latest input, one run at a time: while a run is under way,
 * newer inputs wait, and only the newest of them runs next. The reader sees
 * the first result as soon as it is ready, and a fast typist never queues up
 * work for every keystroke. `pending` is true until the result of the current
 * input has arrived.
 */
import {useEffect, useRef, useState} from 'react';

export type Settled<Input, Value> = {input: Input; value: Value} | {input: Input; error: unknown};

export function useLatestResult<Input, Value>(
  input: Input,
  run: (input: Input) => Promise<Value>,
): {result: Settled<Input, Value> | undefined; pending: boolean} {
  const [result, setResult] = useState<Settled<Input, Value>>();
  const running = useRef(false);
  const waiting = useRef<{input: Input} | undefined>(undefined);
  const latestRun = useRef(run);
  const mounted = useRef(false);
  useEffect(() => {
    latestRun.current = run;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const start = (next: Input) => {
      running.current = true;
      latestRun
        .current(next)
        .then(
          (value): Settled<Input, Value> => ({input: next, value}),
          (error: unknown): Settled<Input, Value> => ({input: next, error}),
        )
        .then((settled) => {
          running.current = false;
          const queued = waiting.current;
          waiting.current = undefined;
          if (queued && queued.input !== next) start(queued.input);
          else if (mounted.current) setResult(settled);
        });
    };
    if (running.current) waiting.current = {input};
    else start(input);
  }, [input]);

  return {result, pending: result?.input !== input};
}
