/**
 * Resolves once something answers `url` (any status), polling every 250 ms; rejects after
 * `timeoutMs` naming the URL. For tests that start a server the way a guide says and wait for it.
 */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (
    !(await fetch(url).then(
      () => true,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error(`nothing answered on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
