/**
 * Who a change to a contract breaks. `clients`: programs that call the API through the typed
 * client or import the generated types (a request got stricter, a response got looser or lost a
 * field, an operation or status is gone). `deployments`: services judged by the document (a
 * response got stricter, so a deployment that answered correctly before may now fail).
 */
export type Audience = 'clients' | 'deployments';

/**
 * Which way a change moved what the document admits, seen from the side that produces it;
 * `types` for a change the wire does not see that breaks code using the generated types (a
 * renamed path parameter or component, a body wrapped in `oneOf`).
 */
export type Direction = 'stricter' | 'looser' | 'both' | 'neither' | 'types';

/** One difference between two OpenAPI documents, with its verdict. */
export interface Change {
  /** The rule that classified it; oasdiff's check id where oasdiff has the rule. */
  rule: string;
  /** `METHOD /path`, or undefined for a change outside the operations (a component). */
  operation: string | undefined;
  /** Where in the operation: `request body application/json: owner`, `response 200 ...`. */
  location: string;
  /** One sentence that says what changed. */
  message: string;
  /** The audiences it breaks; empty when it is compatible. */
  breaks: Audience[];
}

/** Every change between two documents, in a stable order. */
export interface DiffReport {
  /** Where the old document came from, as the user named it. */
  old: string;
  /** Where the new document came from. */
  new: string;
  changes: Change[];
}

/**
 * The audiences a change in a request or a response breaks: a request that got stricter breaks
 * clients; a response that got looser breaks clients, one that got stricter breaks deployments.
 * @example breaksFor('response', 'both') // ['clients', 'deployments']
 */
export function breaksFor(side: 'request' | 'response', direction: Direction): Audience[] {
  if (direction === 'neither') return [];
  if (direction === 'types') return ['clients'];
  if (side === 'request') return direction === 'looser' ? [] : ['clients'];
  if (direction === 'both') return ['clients', 'deployments'];
  return direction === 'looser' ? ['clients'] : ['deployments'];
}
