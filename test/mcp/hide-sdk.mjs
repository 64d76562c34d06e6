// Loaded with `node --import`: resolves the MCP SDK as if it were not installed, so that a test
// sees what `contract-kit mcp` says to a project without the optional peer.
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === '@modelcontextprotocol/sdk' || specifier.startsWith('@modelcontextprotocol/sdk/')) {
      const error = new Error(
        `Cannot find package '@modelcontextprotocol/sdk' imported from ${context.parentURL}`,
      );
      error.code = 'ERR_MODULE_NOT_FOUND';
      throw error;
    }
    return nextResolve(specifier, context);
  },
});
