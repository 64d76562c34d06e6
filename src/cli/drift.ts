/**
 * `contract-kit drift` (being built): exits 1 with a message until it lands.
 * @example process.exitCode = await runDriftCommand([])
 */
export async function runDriftCommand(_argv: string[]): Promise<number> {
  console.error('contract-kit drift: not available yet');
  return 1;
}
