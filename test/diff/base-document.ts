/**
 * A small OpenAPI 3.1 document in the shape of the kit's own (components behind $ref, a shared
 * response schema, a query parameter, error statuses): each test edits a fresh copy in one place.
 */
// biome-ignore lint/suspicious/noExplicitAny: each test edits the document anywhere, as one edits the YAML
export function baseDocument(): Record<string, any> {
  return structuredClone({
    openapi: '3.1.0',
    info: { title: 'Items', version: '1.0.0' },
    paths: {
      '/v1/items': {
        get: {
          operationId: 'listItems',
          parameters: [
            { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
            {
              name: 'since',
              in: 'query',
              schema: {
                anyOf: [
                  { type: 'string', format: 'date-time' },
                  { type: 'string', format: 'date' },
                ],
              },
            },
          ],
          responses: {
            '200': {
              description: 'ok',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/ItemList' } } },
            },
          },
        },
        post: {
          operationId: 'createItem',
          description: 'Creates an item.',
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/CreateItem' } } },
          },
          responses: {
            '201': {
              description: 'created',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } },
            },
            '404': { $ref: '#/components/responses/NotFound' },
          },
        },
      },
    },
    components: {
      responses: {
        NotFound: {
          description: 'missing',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
      schemas: {
        CreateItem: {
          type: 'object',
          additionalProperties: false,
          required: ['name'],
          properties: {
            name: { type: 'string', maxLength: 200, description: 'Display name.' },
            kind: { type: 'string', enum: ['book', 'tool'] },
          },
        },
        Item: {
          type: 'object',
          required: ['id', 'name', 'status'],
          properties: {
            id: { type: 'string' },
            name: { type: 'string' },
            status: { type: 'string', enum: ['open', 'closed'] },
            parent: { $ref: '#/components/schemas/Item' },
          },
        },
        ItemList: {
          type: 'object',
          required: ['items'],
          properties: { items: { type: 'array', items: { $ref: '#/components/schemas/Item' } } },
        },
        Error: {
          type: 'object',
          required: ['error'],
          properties: { error: { type: 'string', enum: ['not_found'] } },
        },
      },
    },
  });
}
