/**
 * `contract-kit snapshot` (being built): exits 1 with a message until it lands.
 * @example process.exitCode = await runSnapshotCommand([])
 */
export async function runSnapshotCommand(_argv: string[]): Promise<number> {
  console.error('contract-kit snapshot: not available yet');
  return 1;
}
