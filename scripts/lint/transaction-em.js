// ESLint rule `fruit-shop/no-outer-em-in-transaction`: inside `x.transactional(cb)`, the callback
// must not use `x` (the outer EntityManager) again. On a PostgreSQL server such a statement merely
// runs outside the transaction; on the embedded database (one PostgreSQL session) it waits for
// ever behind the open transaction. Use the callback's `tx` for every statement.
// The runtime guard (api/src/db/transaction-guard.ts) catches the indirect cases this cannot see.

/** The variable and member path of `em`, `ctx.em`, `this.orm.em` …; undefined for anything else. */
function describeTarget(node) {
  const path = [];
  let current = node;
  while (current.type === 'MemberExpression' && !current.computed && current.property.type === 'Identifier') {
    path.unshift(current.property.name);
    current = current.object;
  }
  if (current.type === 'Identifier') return { root: current.name, path };
  if (current.type === 'ThisExpression') return { root: 'this', path };
  return undefined;
}

/** The chain of non-computed properties read after `node` (e.g. `ctx` in `ctx.em.execute` → ['em', 'execute']). */
function pathAfter(node) {
  const path = [];
  let current = node;
  while (current.parent && current.parent.type === 'MemberExpression' && current.parent.object === current && !current.parent.computed) {
    path.push(current.parent.property.name);
    current = current.parent;
  }
  return path;
}

const startsWith = (path, prefix) => prefix.every((part, i) => path[i] === part);

export const noOuterEmInTransaction = {
  meta: {
    type: 'problem',
    docs: { description: 'Inside em.transactional(tx => …), every statement goes through tx, never the outer em' },
    messages: {
      outer:
        "'{{name}}' is the EntityManager whose transaction is open here: use the callback's transaction manager instead (a second connection inside a transaction hangs the embedded database).",
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.name !== 'transactional') return;
        const callback = node.arguments[0];
        if (!callback || (callback.type !== 'ArrowFunctionExpression' && callback.type !== 'FunctionExpression')) return;
        const target = describeTarget(callee.object);
        if (!target) return;
        const name = context.sourceCode.getText(callee.object);
        const [from, to] = callback.range;
        const inside = (n) => n.range[0] >= from && n.range[1] <= to;
        if (target.root === 'this') {
          // `this.em.transactional(...)`: any `this.em…` inside an arrow callback is the same manager.
          if (callback.type !== 'ArrowFunctionExpression') return;
          const stack = [callback.body];
          while (stack.length) {
            const n = stack.pop();
            if (!n || typeof n.type !== 'string') continue;
            if (n.type === 'ThisExpression' && startsWith(pathAfter(n), target.path)) context.report({ node: n, messageId: 'outer', data: { name } });
            if (n.type === 'FunctionExpression' || n.type === 'FunctionDeclaration') continue;
            for (const key of Object.keys(n)) {
              if (key === 'parent') continue;
              const value = n[key];
              if (Array.isArray(value)) stack.push(...value);
              else if (value && typeof value.type === 'string') stack.push(value);
            }
          }
          return;
        }
        let scope = context.sourceCode.getScope(node);
        let variable;
        while (scope && !variable) {
          variable = scope.set.get(target.root);
          scope = scope.upper;
        }
        if (!variable) return;
        for (const reference of variable.references) {
          const id = reference.identifier;
          if (!inside(id)) continue;
          if (startsWith(pathAfter(id), target.path)) context.report({ node: id, messageId: 'outer', data: { name } });
        }
      },
    };
  },
};

export default { rules: { 'no-outer-em-in-transaction': noOuterEmInTransaction } };
