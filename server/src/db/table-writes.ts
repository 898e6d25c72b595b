/**
 * Hears every write to a table made through kysely on one database: a plugin that tells a listener
 * when an insert, update or delete names the table, once before the statement runs and once after it
 * returns. A cache of that table's rows drops what it holds on both, so nothing read before a write
 * ends is kept past it. Writes made with raw `sql` (migrations) are not heard.
 */
import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

type Listener = () => void;

/** the table a node names: TableNode, or an aliased one */
function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  const n = node as { kind: string; table?: { identifier?: { name?: string } }; node?: OperationNode };
  if (n.kind === 'TableNode') return n.table?.identifier?.name;
  if (n.kind === 'AliasNode') return tableName(n.node);
  return undefined;
}

/** the tables an insert, update or delete writes to (none for any other statement) */
export function writtenTables(node: RootOperationNode): string[] {
  switch (node.kind) {
    case 'InsertQueryNode':
      return [tableName(node.into)].filter((t): t is string => !!t);
    case 'UpdateQueryNode':
      return [tableName(node.table)].filter((t): t is string => !!t);
    case 'DeleteQueryNode':
      return node.from.froms.map(tableName).filter((t): t is string => !!t);
    default:
      return [];
  }
}

export class TableWrites implements KyselyPlugin {
  private readonly listeners = new Map<string, Set<Listener>>();
  /** the statements heard before they ran, to be told again when they return */
  private readonly running = new WeakMap<object, Listener[]>();

  /** Calls `fn` around each write to `table`; returns the unsubscribe. */
  on(table: string, fn: Listener): () => void {
    const set = this.listeners.get(table) ?? new Set<Listener>();
    set.add(fn);
    this.listeners.set(table, set);
    return () => void set.delete(fn);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const heard = writtenTables(node).flatMap((t) => [...(this.listeners.get(t) ?? [])]);
    if (heard.length > 0) {
      for (const fn of heard) fn();
      this.running.set(queryId, heard);
    }
    return node;
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const fn of this.running.get(queryId) ?? []) fn();
    return result;
  }
}
