/**
 * Local ESLint rules for the import boundaries (decision 019), seeing relative paths as well as
 * aliases: a path is resolved before it is judged.
 * - server/features: features may use each other, but never in a cycle (A uses B and B, directly or
 *   through others, uses A). The feature graph is read from the files once per lint run.
 * - web/src/features: a feature never imports another feature (bulletproof-react).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverFeatures = path.join(root, 'server/features');
const webFeatures = path.join(root, 'web/src/features');
const IMPORT = /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(file, spec) {
  if (spec.startsWith('@/')) return path.join(root, 'web/src', spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(file), spec);
  return null;
}

/** The feature a path belongs to under a features folder, or null. */
function featureOf(dir, target) {
  const rel = path.relative(dir, target);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return rel.split(path.sep)[0] || null;
}

let graph = null;
/** feature -> the other features its (non-test) files import. */
function serverGraph() {
  if (graph) return graph;
  graph = new Map();
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) {
        const from = featureOf(serverFeatures, p);
        for (const m of fs.readFileSync(p, 'utf8').matchAll(IMPORT)) {
          const target = resolve(p, m[1] ?? m[2]);
          const to = target && featureOf(serverFeatures, target);
          if (to && to !== from) {
            if (!graph.has(from)) graph.set(from, new Set());
            graph.get(from).add(to);
          }
        }
      }
    }
  };
  walk(serverFeatures);
  return graph;
}

/** A path of features from `start` back to `goal`, if one exists. */
function pathBetween(start, goal) {
  const seen = new Set();
  const stack = [[start]];
  while (stack.length) {
    const trail = stack.pop();
    const at = trail.at(-1);
    if (at === goal) return trail;
    if (seen.has(at)) continue;
    seen.add(at);
    for (const next of serverGraph().get(at) ?? []) stack.push([...trail, next]);
  }
  return null;
}

const noFeatureCycle = {
  meta: { type: 'problem', messages: { cycle: "Import cycle between features: {{trail}}. Move the shared rule to platform/ or into one of them, or register a handler (as products do with payments)." } },
  create(context) {
    const file = context.filename;
    const from = featureOf(serverFeatures, file);
    if (!from || file.endsWith('.test.ts')) return {};
    const check = (node, spec) => {
      const target = resolve(file, spec);
      const to = target && featureOf(serverFeatures, target);
      if (!to || to === from) return;
      const back = pathBetween(to, from);
      if (back) context.report({ node, messageId: 'cycle', data: { trail: [from, ...back].join(' -> ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

const noCrossFeatureImport = {
  meta: { type: 'problem', messages: { cross: "A web feature must not import another feature ('{{to}}'): compose them in web/src/app/routes, or move shared code to src/lib or src/ui." } },
  create(context) {
    const file = context.filename;
    const from = featureOf(webFeatures, file);
    if (!from) return {};
    const check = (node, spec) => {
      const target = resolve(file, spec);
      const to = target && featureOf(webFeatures, target);
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { to } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'no-feature-cycle': noFeatureCycle, 'no-cross-feature-import': noCrossFeatureImport } };
