import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields a query selects at `path` below the field being resolved (e.g.
 * ['items'] under `products`, ['items', 'category'] for the category's own fields), through
 * aliases, fragments and inline fragments, whatever directives say (a field that might be
 * skipped still counts). For reads that fetch only what was asked for.
 */
export function selectedFields(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, path: readonly string[]): ReadonlySet<string> {
  // A document's nodes are parsed once per query text (Apollo's document store), so the answer
  // is kept per node and path: a repeat of the query does not walk its selections again.
  const first = info.fieldNodes[0] as FieldNode | undefined;
  const key = path.join('.');
  let byPath = first ? remembered.get(first) : undefined;
  const known = byPath?.get(key);
  if (known) return known;
  let level: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) level = level.flatMap((node) => fieldsOf(node.selectionSet, info.fragments).filter((field) => field.name.value === name));
  const fields = new Set(level.flatMap((node) => fieldsOf(node.selectionSet, info.fragments).map((field) => field.name.value)));
  if (first) {
    if (!byPath) remembered.set(first, (byPath = new Map()));
    byPath.set(key, fields);
  }
  return fields;
}

const remembered = new WeakMap<FieldNode, Map<string, ReadonlySet<string>>>();

function fieldsOf(selectionSet: SelectionSetNode | undefined, fragments: GraphQLResolveInfo['fragments'], seen = new Set<string>()): FieldNode[] {
  if (!selectionSet) return [];
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet, fragments, seen);
    if (seen.has(selection.name.value)) return [];
    seen.add(selection.name.value);
    return fieldsOf(fragments[selection.name.value]?.selectionSet, fragments, seen);
  });
}
