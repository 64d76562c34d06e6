/**
 * Debian's Chromium (scripts/ensure-chromium.sh), headless, with the flags this machine needs: no
 * sandbox (root), and no background networking (the network is closed, and Chromium would keep
 * trying). `CHROMIUM_PATH` points elsewhere.
 */
import { type Browser, chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launches it, with `extraArgs` after the machine's flags, or throws an Error that says how to install it. */
export async function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  try {
    return await chromium.launch({
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--no-first-run',
        ...extraArgs,
      ],
    });
  } catch (error) {
    throw new Error(
      `cannot launch Chromium at ${chromiumPath}; run scripts/ensure-chromium.sh (${(error as Error).message})`,
    );
  }
}
