import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * Replaces each `graphql(`…`)` call with the document AST that graphql-codegen generated for
 * it (`XxxDocument`, `Xxx_YyyFragmentDoc` in `src/gql/graphql.ts`), written in place.
 *
 * Without this, every call goes through the client preset's `graphql()` function, whose map
 * holds the AST of every operation in the project: the storefront would ship the admin's
 * and checkout's documents on every page. The preset's Babel/SWC optimiser imports from the
 * generated module instead, but that module is one unit for the bundler: it would land in a
 * chunk shared by storefront and admin with every document either uses. Inlining puts each
 * document in the module (so the chunk) that runs it. The Vite 8 React plugin runs neither
 * Babel nor SWC plugins, and the rewrite is a few lines.
 */
export function graphqlDocuments(options: {
  /** codegen's `graphql.ts` (absolute path). */
  generatedFile: string;
  /** Only modules under this folder are rewritten; default: the folder above the generated one. */
  sourceDir?: string;
}): Plugin {
  const { generatedFile } = options;
  const sourceDir = `${options.sourceDir ?? dirname(dirname(generatedFile))}/`;
  const generatedDir = `${dirname(generatedFile)}/`;
  let documents: Map<string, string> | undefined;
  const documentsOf = () => {
    documents ??= new Map(
      [...readFileSync(generatedFile, 'utf8').matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)].map(
        (m) => [m[1], m[2]],
      ),
    );
    return documents;
  };
  return {
    name: 'fruit-shop:graphql-documents',
    enforce: 'pre',
    buildStart() {
      documents = undefined;
    },
    watchChange(id) {
      if (id === generatedFile) documents = undefined;
    },
    transform(code, id) {
      if (!id.startsWith(sourceDir) || id.startsWith(generatedDir) || !/\.[cm]?tsx?$/.test(id)) return null;
      if (!code.includes('graphql(`')) return null;
      const out = new MagicString(code);
      let replaced = 0;
      for (const call of code.matchAll(/\bgraphql\(\s*`([^`]*)`\s*\)/g)) {
        const name = documentExportName(call[1]);
        const ast = documentsOf().get(name);
        if (!ast) this.error(`${id}: no generated document "${name}" for this graphql() call; run \`npm run codegen\``);
        out.overwrite(call.index, call.index + call[0].length, `/* ${name} */ ${ast}`);
        replaced += 1;
      }
      if (replaced === 0) return null;
      // The `graphql` helper itself is no longer referenced; drop its import so the map of
      // every document stays out of the bundle even without tree-shaking (dev server).
      for (const imp of code.matchAll(/^import \{ graphql \} from '[^']*\/gql(?:\/index)?';\n/gm)) {
        out.remove(imp.index, imp.index + imp[0].length);
      }
      return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
    },
  };
}

/** The export name graphql-codegen's client preset gives the first definition in `source`. */
export function documentExportName(source: string): string {
  const match = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/.exec(source);
  if (!match) throw new Error(`graphql(): no named operation or fragment in ${source.trim().slice(0, 60)}`);
  const [, kind, name] = match;
  if (kind !== 'fragment') return `${pascal(name)}Document`;
  return `${pascal(name)}FragmentDoc`;
}

// codegen's naming (change-case-all pascalCase, underscores kept): each `_`-separated part
// gets an upper-case first letter.
const pascal = (name: string) =>
  name
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('_');
