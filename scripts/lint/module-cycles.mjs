// `npm run lint`'s module check (docs/decisions/0020-one-way-modules.md): the api's modules form a
// one-way graph. It fails when
//   - a group of folders under api/src/modules imports each other, directly or through others: a
//     cycle between folders counts even when no single file imports itself back (a/x → b/y and
//     b/z → a/w);
//   - core/ or lib/ imports anything under modules/ (they sit below every module).
// Every import counts, type-only ones too: they tie two modules together just the same.
// Usage: node scripts/lint/module-cycles.mjs [src dir, default api/src]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

/** The unit a file belongs to: `modules/<name>` for a module's files, else its top folder (or file) under src. */
export function unitOf(relativePath) {
  const parts = relativePath.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  return parts[0] === 'modules' ? relativePath : parts[0];
}

const isModule = (unit) => unit.startsWith('modules/') && !unit.endsWith('.ts');

/** Every import between two files under `srcDir`, as [from, to] paths relative to it. */
export async function importsUnder(srcDir) {
  const result = await cruise(['.'], {
    baseDir: path.resolve(srcDir),
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
  });
  const inside = (file) => !file.startsWith('../') && !file.startsWith('node_modules/') && /\.[cm]?[jt]sx?$/.test(file);
  const edges = [];
  for (const mod of result.output.modules) {
    if (!inside(mod.source)) continue;
    for (const dep of mod.dependencies) {
      if (dep.couldNotResolve || dep.coreModule || !inside(dep.resolved)) continue;
      edges.push([mod.source, dep.resolved]);
    }
  }
  return edges;
}

/** Strongly connected components of more than one node (Tarjan), each sorted; nodes sorted for a stable report. */
export function cyclesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const to of [...(graph.get(node) ?? [])].sort()) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node), index.get(to)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * The module graph's problems: `cycles` (each a group of modules that reach each other, with the
 * imports between them) and `upward` (core/ or lib/ importing a module).
 */
export async function checkModules(srcDir) {
  const edges = await importsUnder(srcDir);
  const graph = new Map();
  const examples = new Map();
  const upward = [];
  for (const [from, to] of edges) {
    const a = unitOf(from);
    const b = unitOf(to);
    if ((a === 'core' || a === 'lib') && b.startsWith('modules')) upward.push({ from, to });
    if (a === b || !isModule(a) || !isModule(b)) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    graph.get(a).add(b);
    const key = `${a} → ${b}`;
    if (!examples.has(key)) examples.set(key, []);
    examples.get(key).push(`${from} → ${to}`);
  }
  const cycles = cyclesOf(graph).map((modules) => ({
    modules,
    imports: [...examples]
      .filter(([key]) => {
        const [a, b] = key.split(' → ');
        return modules.includes(a) && modules.includes(b);
      })
      .map(([key, files]) => ({ edge: key, files })),
  }));
  // moduleEdges: how many ordered pairs of modules have at least one import between them.
  return { cycles, upward, moduleEdges: examples.size };
}

export function report({ cycles, upward }) {
  const lines = [];
  for (const cycle of cycles) {
    lines.push(`Module cycle: ${cycle.modules.map((m) => m.replace('modules/', '')).join(', ')} import each other:`);
    for (const { edge, files } of cycle.imports) lines.push(`  ${edge}  (${files[0]}${files.length > 1 ? ` and ${files.length - 1} more` : ''})`);
  }
  for (const { from, to } of upward) lines.push(`core/ and lib/ sit below the modules: ${from} imports ${to}`);
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const srcDir = process.argv[2] ?? 'api/src';
  const result = await checkModules(srcDir);
  if (result.cycles.length || result.upward.length) {
    console.error(report(result));
    console.error('\nModules form a one-way graph (docs/decisions/0020-one-way-modules.md): move what both sides need down a level, or send the side effect through core/events.ts.');
    process.exit(1);
  }
  console.log(`Modules of ${srcDir}: one-way (${result.moduleEdges} module-to-module dependencies, no cycle).`);
}
