// A drag in the UI editor's layout tree, driven with the real mouse (CDP input) and timed in the page.
// A move's latency runs from the pointer event's own time stamp (so waiting behind a busy main thread
// counts) to a task posted from the next animation frame: the handlers, the React render and commit
// the move caused, and the frame's style and layout. Long tasks (> 50 ms) are counted from the
// pointer down to the end of the drop.
import type { Page } from 'playwright-core';

/** Plain JavaScript text, so that tsx adds no helpers the page does not have. */
const PROBE = `(() => {
  if (window.__dragProbe) return;
  const probe = { recording: false, moves: [], longTasks: [], pending: 0, waiters: [] };
  const settle = () => {
    if (probe.pending > 0) return;
    for (const done of probe.waiters.splice(0)) done();
  };
  new PerformanceObserver((list) => {
    if (!probe.recording) return;
    for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  window.addEventListener('pointermove', (event) => {
    if (!probe.recording) return;
    const start = event.timeStamp || performance.now();
    probe.pending += 1;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        probe.moves.push(performance.now() - start);
        probe.pending -= 1;
        settle();
      };
      channel.port2.postMessage(null);
    });
  }, true);
  probe.start = () => {
    probe.moves = [];
    probe.longTasks = [];
    probe.recording = true;
  };
  probe.settled = () => new Promise((done) => {
    probe.waiters.push(done);
    settle();
  });
  probe.stop = () => {
    probe.recording = false;
    return { moves: probe.moves, longTasks: probe.longTasks };
  };
  window.__dragProbe = probe;
})()`;

const STEPS = 30;
const STEP_PX = 6;

export type DragRound = { moves: number[]; longTasks: number[] };

/**
 * Expands the whole layout tree, then drags the row 'Text 2' down over the rows below it (30 moves
 * of 6 px after the 5 px that start a drag) and drops it. Answers every move's latency and the long
 * tasks from the pointer down to two frames after the drop.
 */
export async function dragInTree(page: Page): Promise<DragRound> {
  await page.evaluate(PROBE);
  await page.getByRole('button', { name: 'Expand All' }).click();
  const row = page.locator('[data-tree-row]').filter({ has: page.getByText('Text 2', { exact: true }) });
  const box = await row.boundingBox();
  if (!box) throw new Error('no row Text 2 in the layout tree');
  await nextFrames(page);
  await page.evaluate('window.__dragProbe.start()');
  const x = box.x + box.width / 2;
  let y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step += 1) await moveTo(page, x + step * 2, y + step);
  for (let step = 0; step < STEPS; step += 1) {
    y += STEP_PX;
    await moveTo(page, x + 10, y);
  }
  await page.mouse.up();
  await page.getByTestId('drag-overlay').waitFor({ state: 'detached' });
  await nextFrames(page);
  return (await page.evaluate('window.__dragProbe.stop()')) as DragRound;
}

async function moveTo(page: Page, x: number, y: number) {
  await page.mouse.move(x, y);
  await page.evaluate('window.__dragProbe.settled()');
}

const nextFrames = (page: Page) =>
  page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done())))');

export const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};
