// @vitest-environment node
/**
 * A search gives way between two runs of the model (face-detector.ts, yieldingRun): a message that
 * reaches the photo worker during a run (a crop of another kind, a cancel) is taken before the
 * next run, so an early search is stopped there instead of running to its end.
 */
import { describe, expect, it } from 'vitest';
import { yieldingRun, type RunModel } from './face-detector';

/** A search of `runs` runs of the model, as the tiles and passes of one photo are. */
async function search(run: RunModel, runs: number): Promise<number> {
  for (let i = 0; i < runs; i++) await run(new Float32Array(0), 1, 1);
  return runs;
}

/** A model that answers at once, as the WebAssembly backend does; during its first run a message arrives. */
function modelWithMessage(log: string[], onMessage: () => void): RunModel {
  return async () => {
    log.push('run');
    if (log.filter((e) => e === 'run').length === 1) {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        log.push('message');
        onMessage();
      };
      channel.port2.postMessage(null);
    }
    return new Float32Array(0);
  };
}

describe('yieldingRun', () => {
  it('takes a message that came during a run before the next run, and stops there on its signal', async () => {
    const log: string[] = [];
    const stop = new AbortController();
    const model = modelWithMessage(log, () => stop.abort(new Error('another crop')));
    await expect(search(yieldingRun(model, stop.signal), 6)).rejects.toThrow('another crop');
    expect(log).toEqual(['run', 'message']);
  });

  it('runs every run when nothing stops it, the message taken between the first two', async () => {
    const log: string[] = [];
    const model = modelWithMessage(log, () => undefined);
    await expect(search(yieldingRun(model), 4)).resolves.toBe(4);
    expect(log).toEqual(['run', 'message', 'run', 'run', 'run']);
  });

  it('(without it, the message waits for the whole search)', async () => {
    const log: string[] = [];
    await search(
      modelWithMessage(log, () => undefined),
      4,
    );
    expect(log).toEqual(['run', 'run', 'run', 'run']);
  });
});
