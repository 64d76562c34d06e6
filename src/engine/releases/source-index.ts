import { type Filter, type PositionPage, selectPage } from './candidates.js';
import type { SourceRecord } from './types.js';

/**
 * Sources in the API's order (id ascending), with position lists by type and for active ones.
 * @see ../../../openapi/releases.yaml#/paths/~1api~1v1~1sources
 */
export interface SourceIndex {
  readonly sources: readonly SourceRecord[];
  readonly byId: ReadonlyMap<number, SourceRecord>;
  readonly byType: ReadonlyMap<string, readonly number[]>;
  readonly active: readonly number[];
}

/** The filters of `/api/v1/sources`. */
export interface SourceFilter {
  type?: string;
  activeOnly: boolean;
}

/** Sorts validated sources by id and indexes them. */
export function createSourceIndex(records: readonly SourceRecord[]): SourceIndex {
  const sources = [...records].sort((a, b) => a.id - b.id);
  const byType = new Map<string, number[]>();
  const active: number[] = [];
  sources.forEach((source, position) => {
    const list = byType.get(source.type);
    if (list) list.push(position);
    else byType.set(source.type, [position]);
    if (source.is_active) active.push(position);
  });
  return { sources, byId: new Map(sources.map((s) => [s.id, s])), byType, active };
}

/** One page of the sources that pass `filter`, in id order, with the exact total. */
export function querySources(
  index: SourceIndex,
  filter: SourceFilter,
  offset: number,
  limit: number,
): PositionPage {
  const { sources } = index;
  const filters: Filter[] = [];
  const { type } = filter;
  if (type !== undefined) {
    const list = index.byType.get(type) ?? [];
    filters.push({ candidates: { list, from: 0, to: list.length }, test: (p) => sources[p]?.type === type });
  }
  if (filter.activeOnly) {
    const list = index.active;
    filters.push({
      candidates: { list, from: 0, to: list.length },
      test: (p) => sources[p]?.is_active === true,
    });
  }
  return selectPage({ list: null, from: 0, to: sources.length }, filters, offset, limit);
}
