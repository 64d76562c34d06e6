import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { checksFor } from '../../conformance/checks/index.js';
import { openapiPath, packageRoot } from '../server/package-root.js';
import { checkInfo } from './tools/lookup-tools.js';

/** The resources' addresses. */
export const resourceUris = {
  memory: 'contract-kit://openapi/memory.yaml',
  releases: 'contract-kit://openapi/releases.yaml',
  rules: 'contract-kit://conformance/rules.json',
  rulesGuide: 'contract-kit://conformance/README.md',
} as const;

/**
 * Registers the resources: both OpenAPI documents as written, the conformance rules as data (every
 * check's id, level, rule and quote), and the suite's guide.
 */
export function registerResources(server: McpServer): void {
  for (const api of ['memory', 'releases'] as const) {
    server.registerResource(
      `${api}-openapi`,
      resourceUris[api],
      {
        title: `The ${api} API's OpenAPI document`,
        description: `openapi/${api}.yaml, the hand-written contract (x-inferred marks the kit's decisions where the API description is silent)`,
        mimeType: 'application/yaml',
      },
      async (uri) => ({
        contents: [
          { uri: uri.href, mimeType: 'application/yaml', text: await readFile(openapiPath(api), 'utf8') },
        ],
      }),
    );
  }
  server.registerResource(
    'conformance-rules',
    resourceUris.rules,
    {
      title: 'The conformance rules',
      description:
        'Every conformance check of both APIs: id, title, level, the rule quoted from its source, and why',
      mimeType: 'application/json',
    },
    async (uri) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: 'application/json',
          text: JSON.stringify([...checksFor('memory'), ...checksFor('releases')].map(checkInfo), null, 2),
        },
      ],
    }),
  );
  server.registerResource(
    'conformance-guide',
    resourceUris.rulesGuide,
    {
      title: 'The conformance suite guide',
      description: 'conformance/README.md: levels, options, and every check by API',
      mimeType: 'text/markdown',
    },
    async (uri) => ({
      contents: [
        {
          uri: uri.href,
          mimeType: 'text/markdown',
          text: await readFile(join(packageRoot, 'conformance', 'README.md'), 'utf8'),
        },
      ],
    }),
  );
}
