import type { ApiName } from '../api-of.js';

/**
 * Why two answers must agree: a rule the service's description states (one side is then wrong),
 * or a decision of the kit, named by its `x-inferred` mark (`openapi/<api>.yaml#<pointer>`).
 */
export type DriftRule = { label: 'documented'; source: string } | { label: 'inferred'; mark: string };

/** What one side of a drift run knows: its credentials and the ids its own answers gave it. */
export interface SideContext {
  name: 'kit' | 'deployment';
  /** Memory only: the key and workspace this side acts with. */
  credentials: { apiKey: string; workspace: string };
  /** Captured values by name (`anchor`, `session`, `source`): each side has its own. */
  ids: Map<string, unknown>;
}

/** A request of a step, built per side. */
export interface DriftRequest {
  method: string;
  /** Path and query, e.g. `/api/v1/events?limit=5`. */
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** One side's answer. */
export interface DriftAnswer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** The parsed JSON body, or `undefined`. */
  body: unknown;
}

/** A rule checked on each side's answer alone: a message when the side breaks it. */
export interface EachCheck {
  kind: 'each';
  name: string;
  rule: DriftRule;
  test(body: unknown, side: SideContext): string | undefined;
}

/** Values that must be equal on both sides (after the kit's ids are mapped to the deployment's). */
export interface AgreeCheck {
  kind: 'agree';
  name: string;
  rule: DriftRule;
  value(body: unknown, side: SideContext): unknown;
  /** Compare only when both sides serve the same dataset (releases). */
  sameData?: boolean;
  /** Lists are compared over the length of the shorter one (page order, whatever the page size). */
  prefix?: boolean;
  /** Compare only when this value agrees on both sides (page contents only when the totals do). */
  given?(body: unknown): unknown;
}

/** One step of a scripted scenario: the same request on both sides, then the comparisons. */
export interface DriftStep {
  id: string;
  title: string;
  request(side: SideContext): DriftRequest;
  /** Why the statuses must agree. */
  status: DriftRule;
  /** Stores ids from a side's answer for later steps (and for mapping). */
  capture?(body: unknown, side: SideContext): void;
  /**
   * What identifies the dataset in this step's answer: both sides serve the same data only when
   * every fingerprint step agrees, and data-dependent checks run only after they all did.
   */
  fingerprint?(body: unknown): unknown;
  checks?: (EachCheck | AgreeCheck)[];
}

/** A scenario for one API. */
export interface DriftScenario {
  api: ApiName;
  steps: DriftStep[];
}

/** A documented rule, quoting where the service's description states it. */
export const documented = (source: string): DriftRule => ({ label: 'documented', source });

/** A decision of the kit, at `pointer` in openapi/<api>.yaml. */
export const inferred = (api: ApiName, pointer: string): DriftRule => ({
  label: 'inferred',
  mark: `openapi/${api}.yaml#${pointer}`,
});
