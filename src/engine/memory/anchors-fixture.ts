import { memoryDocument } from '../../generated/memory-document.js';
import { compileSchema, type JsonSchema, type Validator } from '../http/pipeline/schema-validator.js';

/**
 * The anchors-and-atoms part of a memory fixture (fixture.ts reads the rest: sessions and users).
 * Anchors and atoms are checked against the document's request schemas, so a fixture can hold
 * only what the API itself could have stored. Ids are optional; missing ones are numbered
 * `00000000-0000-4000-8000-000000000001`, `...002`, in file order.
 */

/** One anchor of a memory fixture's workspace. */
export interface FixtureAnchor {
  anchor_id?: string;
  name: string;
  type: string;
  metadata?: Record<string, unknown>;
  atoms?: (string | FixtureAtom)[];
}

/** One atom of a {@link FixtureAnchor}: its content, or the content with the rest. */
export interface FixtureAtom {
  atom_id?: string;
  content: string;
  source_type?: string;
  metadata?: Record<string, unknown>;
  /** How many successful feedback calls listed it (raises its recall score). Default 0. */
  reinforcement?: number;
}

type Schemas = Record<string, JsonSchema>;
const schemas = (memoryDocument as unknown as { components: { schemas: Schemas } }).components.schemas;
let validators: { anchor: Validator; atom: Validator } | undefined;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const maxAtoms = 100_000;

function fail(where: string, message: string): never {
  throw new TypeError(`memory fixture: ${where}: ${message}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function checkId(value: unknown, where: string, seen: Set<string>): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !uuid.test(value)) fail(where, 'must be a UUID');
  if (seen.has(value.toLowerCase())) fail(where, `${value} is used twice`);
  seen.add(value.toLowerCase());
  return value;
}

/**
 * Checks a memory fixture and turns it into a memory snapshot the engine's `restore` takes.
 * `ids` is the id generator's position to keep (the engine's own, from its `snapshot()`).
 * @throws {TypeError} naming the workspace, anchor and atom at fault.
 */
export function fixtureToSnapshot(value: unknown, ids: number, now: () => number = Date.now): unknown {
  validators ??= {
    anchor: compileSchema(schemas.CreateAnchorRequest ?? {}),
    atom: compileSchema(schemas.CreateAtomsRequest ?? {}),
  };
  if (!isRecord(value) || !isRecord(value.workspaces))
    fail('top level', 'must be an object with "workspaces"');
  const extra = Object.keys(value).find((key) => key !== 'workspaces');
  if (extra !== undefined) fail('top level', `${extra} is not a known field (workspaces)`);
  const seen = new Set<string>();
  const created = new Date(now()).toISOString();
  let next = 0;
  const nextId = () => `00000000-0000-4000-8000-${(++next).toString(16).padStart(12, '0')}`;
  const workspaces: Record<string, unknown> = Object.create(null);
  let atomCount = 0;
  for (const [ws, workspace] of Object.entries(value.workspaces)) {
    if (ws === '' || ws.length > 128)
      fail(`workspace ${JSON.stringify(ws.slice(0, 40))}`, 'must have 1 to 128 characters');
    if (!isRecord(workspace) || !Array.isArray(workspace.anchors)) fail(ws, 'must be { "anchors": [...] }');
    const anchors = workspace.anchors.map((anchor: unknown, i: number) => {
      const where = `${ws}.anchors[${i}]`;
      if (!isRecord(anchor)) fail(where, 'must be an object');
      const { anchor_id, atoms = [], ...fields } = anchor;
      const checked = validators?.anchor(fields, 'body');
      if (!checked?.ok) fail(where, checked?.message ?? 'invalid');
      const id = checkId(anchor_id, `${where}.anchor_id`, seen) ?? nextId();
      if (!Array.isArray(atoms)) fail(`${where}.atoms`, 'must be an array');
      atomCount += atoms.length;
      if (atomCount > maxAtoms) fail(where, `a fixture holds at most ${maxAtoms} atoms`);
      const body = checked.value as { name: string; type: string; metadata?: Record<string, unknown> };
      return {
        anchor_id: id,
        name: body.name,
        type: body.type,
        metadata: body.metadata ?? {},
        atoms: atoms.map((atom: unknown, j: number) =>
          readAtom(atom, `${where}.atoms[${j}]`, id, seen, nextId, created),
        ),
      };
    });
    workspaces[ws] = { anchors, sessions: [], users: {} };
  }
  return { format: 'contract-kit/memory', version: 1, ids, workspaces };
}

function readAtom(
  atom: unknown,
  where: string,
  anchorId: string,
  seen: Set<string>,
  nextId: () => string,
  created: string,
) {
  const given = typeof atom === 'string' ? { content: atom } : atom;
  if (!isRecord(given)) fail(where, 'must be a string or an object with content');
  const { atom_id, reinforcement = 0, ...fields } = given;
  if ('chunking' in fields)
    fail(`${where}.chunking`, 'is not taken here: a fixture lists its atoms one by one');
  const checked = validators?.atom({ anchor_id: anchorId, ...fields }, 'body');
  if (!checked?.ok) fail(where, checked?.message ?? 'invalid');
  if (
    typeof reinforcement !== 'number' ||
    !Number.isInteger(reinforcement) ||
    reinforcement < 0 ||
    reinforcement > 1e6
  ) {
    fail(`${where}.reinforcement`, 'must be an integer from 0 to 1000000');
  }
  const body = checked.value as { content: string; source_type: string; metadata?: Record<string, unknown> };
  const id = checkId(atom_id, `${where}.atom_id`, seen) ?? nextId();
  return {
    atom_id: id,
    content: body.content,
    source_type: body.source_type ?? 'text',
    metadata: body.metadata ?? {},
    created_at: created,
    reinforcement,
  };
}
