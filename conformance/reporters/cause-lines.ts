import { type Cause, causesOf } from '../causes.js';
import type { RunReport } from '../result.js';
import { isUnhealthy, type RouteHealth, statusesText } from '../route-health.js';
import { formatDuration } from './format.js';
import { curlLines, wrap } from './short-lines.js';

/** The causes of a report: its own list, or computed from its results for a report built without one. */
export function causesIn(report: Pick<RunReport, 'causes' | 'results'>): Cause[] {
  return report.causes ?? causesOf(report.results);
}

/**
 * `route POST /v1/recall did not answer` / `[MEM-ANCHOR-UUID] on POST /v1/anchors`: a cause's title,
 * naming the route of the request that showed it first (the others are in its problem and `routes`).
 */
export function causeTitle(cause: Cause): string {
  if (cause.kind === 'route') return `${cause.route ?? cause.id.slice('route '.length)} did not answer`;
  if (cause.kind === 'run') return cause.id.slice('run '.length);
  return `[${cause.id}]${cause.route ? ` on ${cause.route}` : ''}`;
}

/** `1 failed, 18 blocked: MEM-A, MEM-B, …`: what a cause took down, wrapped. */
export function affectedLines(cause: Cause, width: number): string[] {
  return [
    ...(cause.failed.length
      ? wrap(`failed (${cause.failed.length}): ${cause.failed.join(', ')}`, width)
      : []),
    ...(cause.blocked.length
      ? wrap(`blocked (${cause.blocked.length}): ${cause.blocked.join(', ')}`, width)
      : []),
  ];
}

/**
 * One cause as plain text lines, indented by `indent`, none longer than the report's bound:
 * its title, what went wrong, a reproduce line, and the checks it failed and blocked.
 */
export function causeLines(cause: Cause, number: number, indent = '  '): string[] {
  const inner = `${indent}   `;
  const width = 196 - inner.length;
  const curl = cause.curl ? curlLines(cause.curl) : [];
  return [
    `${indent}${number}. ${causeTitle(cause)}`,
    ...wrap(cause.problem, width).map((line) => `${inner}${line}`),
    ...curl.map((line, index) => `${inner}${index === 0 ? 'reproduce: ' : '  '}${line}`),
    ...affectedLines(cause, width).map((line) => `${inner}${line}`),
  ];
}

/**
 * `Causes (2): fix these first; …`: what the list is, and no more. A cause is one deviation (the
 * same wrong answer to the same documented case, on any route, from any check), listed with the
 * checks that showed it and those not judged because of it.
 */
export function causesHeading(causes: readonly Cause[]): string {
  const one = causes.length === 1;
  return `${one ? 'Cause' : 'Causes'} (${causes.length}): fix ${one ? 'it' : 'these'} first; each is one deviation, with the checks that showed it and the checks it blocked`;
}

/**
 * Route health as aligned text rows: requests sent, statuses seen, transport errors and refused
 * requests, the slowest exchange. Routes the run never sent to are summed up in one last line.
 */
export function routeLines(routes: readonly RouteHealth[], indent = '  '): string[] {
  const used = routes.filter((health) => health.requests > 0 || health.notSent > 0);
  const width = Math.max(0, ...used.map((health) => health.route.length));
  const lines = used.map((health) => {
    const faults = [
      ...(health.transportErrors ? [`${health.transportErrors} no answer`] : []),
      ...(health.notSent ? [`${health.notSent} not sent`] : []),
    ];
    const slowest = health.slowest ? `slowest ${formatDuration(health.slowest.durationMs)}` : '';
    const mark = isUnhealthy(health) ? '✗' : ' ';
    const row = `${indent}${mark} ${health.route.padEnd(width)}  ${String(health.requests).padStart(4)} sent  ${statusesText(health)}${faults.length ? `  ${faults.join(', ')}` : ''}  ${slowest}`;
    return wrap(row.trimEnd(), 196)[0] as string;
  });
  const unused = routes.filter(
    (health) => health.documented && health.requests === 0 && health.notSent === 0,
  );
  if (unused.length > 0) {
    lines.push(
      ...wrap(`not requested: ${unused.map((health) => health.route).join(', ')}`, 190).map(
        (l) => `${indent}  ${l}`,
      ),
    );
  }
  return lines;
}
