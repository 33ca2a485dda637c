import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium-renderer';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

describe('Chromium as the renderer launches it', () => {
  let browser: Awaited<ReturnType<typeof launchChromium>>;
  beforeAll(async () => {
    browser = await launchChromium(CHROMIUM);
  });
  afterAll(async () => browser?.close());

  it('starts one renderer process per print context: no browser UI, no spare renderer', async () => {
    const devtools = await browser.newBrowserCDPSession();
    const context = await browser.newContext();
    try {
      await context.newPage();
      const { targetInfos } = await devtools.send('Target.getTargets', { filter: [{}] });
      expect(targetInfos.filter((target) => target.type !== 'page' && target.type !== 'tab').map((t) => t.url)).toEqual(
        [],
      );
      const { processInfo } = await devtools.send('SystemInfo.getProcessInfo');
      expect(processInfo.filter((process) => process.type === 'renderer')).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
});
