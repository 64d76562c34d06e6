/**
 * `JSON.stringify` of a large state, in pieces and in slices of time: what a replica sends to Redis
 * as the snapshot (write-batches.ts) while it goes on answering requests. Tens of MB serialised in
 * one call held its thread for about 300 ms at 200,000 atoms.
 */

const objectPrototype = Object.getPrototypeOf({});

/** Arrays and plain objects without toJSON: what JSON.stringify itself walks key by key. */
function walkable(value: unknown): value is Record<string, unknown> | unknown[] {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value);
  return (
    (prototype === objectPrototype || prototype === null) &&
    typeof (value as { toJSON?: unknown }).toJSON !== 'function'
  );
}

/** Whether `value` holds an array longer than `long` somewhere: such a value is walked, any other serialised whole. */
function large(value: unknown, long: number): boolean {
  if (!walkable(value)) return false;
  if (Array.isArray(value)) return value.length > long || value.some((item) => large(item, long));
  for (const key of Object.keys(value)) if (large(value[key], long)) return true;
  return false;
}

/** Options of {@link stringifyInPieces}. */
export interface SlicedOptions {
  /** Work between two turns of the event loop, in ms (default 8). */
  sliceMs?: number;
  /** Arrays longer than this are walked element by element rather than serialised in one call (default 64). */
  longArray?: number;
}

/**
 * Where to end a piece of `text` starting at `from`, at most `size` UTF-16 units on, never between
 * the two halves of a surrogate pair (each piece travels as UTF-8 on its own, and half a pair would
 * not survive): after a first half, before it, or, for a piece of one unit, after the pair.
 */
export function pieceEnd(text: string, from: number, size: number): number {
  const to = Math.min(from + Math.max(size, 1), text.length);
  const last = text.charCodeAt(to - 1);
  if (to < text.length && last >= 0xd800 && last <= 0xdbff) return to - from > 1 ? to - 1 : to + 1;
  return to;
}

type Frame =
  | { array: unknown[]; next: number }
  | { object: Record<string, unknown>; keys: string[]; next: number; written: number };

/**
 * Calls `send` with the pieces of `JSON.stringify(value)` in order (each at most `pieceChars` UTF-16
 * units, see {@link pieceEnd}), walking the value itself where it holds long arrays and giving the
 * event loop a turn after every `sliceMs` of work (see {@link SlicedOptions}). Exactly JSON.stringify's text, for the plain
 * data a snapshot is: the same key order, undefined and functions left out of objects and null in
 * arrays, toJSON and every other value as JSON.stringify has them.
 * @returns how many pieces were sent
 * @example await stringifyInPieces(engine.snapshot(), 512 * 1024, (piece) => redis.send(['APPEND', key, piece]))
 */
export async function stringifyInPieces(
  value: unknown,
  pieceChars: number,
  send: (piece: string) => Promise<unknown>,
  options: SlicedOptions = {},
): Promise<number> {
  const sliceMs = options.sliceMs ?? 8;
  const long = options.longArray ?? 64;
  let buffer = '';
  let sent = 0;
  const flush = async (all: boolean) => {
    let from = 0;
    while (buffer.length - from >= pieceChars || (all && from < buffer.length)) {
      const to = pieceEnd(buffer, from, pieceChars);
      await send(buffer.slice(from, to));
      sent++;
      from = to;
    }
    buffer = buffer.slice(from);
  };

  const stack: Frame[] = [];
  /** Writes `child`: opens a frame for a large array or object, else its JSON text (undefined: none). */
  const open = (child: unknown): boolean => {
    if (large(child, long)) {
      if (Array.isArray(child)) {
        buffer += '[';
        stack.push({ array: child, next: 0 });
      } else {
        buffer += '{';
        const object = child as Record<string, unknown>;
        stack.push({ object, keys: Object.keys(object), next: 0, written: 0 });
      }
      return true;
    }
    const text = JSON.stringify(child);
    if (text === undefined) return false;
    buffer += text;
    return true;
  };

  if (!open(value)) return 0;
  let deadline = performance.now() + sliceMs;
  let steps = 0;
  while (stack.length > 0) {
    if ((++steps & 127) === 0 && performance.now() > deadline) {
      if (buffer.length >= pieceChars) await flush(false);
      await new Promise((resolve) => setImmediate(resolve));
      deadline = performance.now() + sliceMs;
    }
    const frame = stack[stack.length - 1] as Frame;
    if ('array' in frame) {
      if (frame.next === frame.array.length) {
        buffer += ']';
        stack.pop();
        continue;
      }
      if (frame.next > 0) buffer += ',';
      const child = frame.array[frame.next++];
      // As JSON.stringify: what has no JSON text is null in an array.
      if (!open(child)) buffer += 'null';
      continue;
    }
    if (frame.next === frame.keys.length) {
      buffer += '}';
      stack.pop();
      continue;
    }
    const key = frame.keys[frame.next++] as string;
    const child = frame.object[key];
    if (child === undefined || typeof child === 'function' || typeof child === 'symbol') continue;
    const before = buffer;
    buffer += `${frame.written > 0 ? ',' : ''}${JSON.stringify(key)}:`;
    // A toJSON that returns undefined leaves the key out, as JSON.stringify does.
    if (open(child)) frame.written++;
    else buffer = before;
  }
  await flush(true);
  return sent;
}
