import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { Exchange } from '../http/exchange.js';
import type { ApiName, Level } from '../vocabulary.js';
import type { Node, Operation } from './operations.js';

/** Which response rule an exchange broke. Each kind is reported by its own check. */
export type ViolationKind = 'status' | 'json' | 'schema' | 'error-code';

/** One broken response rule, naming the operation and status. */
export interface Violation {
  kind: ViolationKind;
  exchange: Exchange;
  /** `operationId status`, e.g. `recall 200`. */
  operation: string;
  message: string;
  /** Questionable but not forbidden by the documents: reported as a warning at level documented. */
  advisory?: boolean;
}

/** What the rule functions share: the API, the level, the operations and a schema compiler. */
export interface ValidatorParts {
  api: ApiName;
  level: Level;
  operations: Operation[];
  compile(schema: Node): ValidateFunction;
}

/** Makes a violation of one exchange. */
export type MakeViolation = (kind: ViolationKind, message: string) => Violation;
