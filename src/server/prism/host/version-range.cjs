// @ts-check
'use strict';

/** @param {string} version `5.16.0` (a pre-release or build suffix is ignored) */
function parts(version) {
  return version
    .replace(/[-+].*$/, '')
    .split('.')
    .map((part) => Number(part));
}

/**
 * Compares two versions: negative, zero or positive.
 * @param {string} a
 * @param {string} b
 */
function compare(a, b) {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Whether `version` satisfies a range of space-separated comparators (`>=5.14.2 <5.17.0`, the form
 * the kit's package.json declares Prism's peer range in). An unreadable range satisfies nothing.
 * @param {string} version
 * @param {string} range
 * @example satisfies('5.16.0', '>=5.14.2 <5.17.0') // true
 */
function satisfies(version, range) {
  const comparators = range.trim().split(/\s+/);
  return comparators.every((comparator) => {
    const match = /^(>=|<=|>|<|=)?(\d+\.\d+\.\d+)$/.exec(comparator);
    if (!match || !/^\d+\.\d+\.\d+/.test(version)) return false;
    const d = compare(version, match[2] ?? '');
    switch (match[1]) {
      case '>=':
        return d >= 0;
      case '<=':
        return d <= 0;
      case '>':
        return d > 0;
      case '<':
        return d < 0;
      default:
        return d === 0;
    }
  });
}

module.exports = { satisfies };
