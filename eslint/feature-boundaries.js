/**
 * Local ESLint rules for the import boundaries (decision 019), seeing relative paths as well as
 * aliases: a path is resolved before it is judged.
 * - server/features: features may use each other, but never in a cycle (A uses B and B, directly or
 *   through others, uses A). The feature graph is read from the files once per lint run.
 * - web/src/features: the same rule (decision 031): a feature may use another's files, never in a cycle.
 * - web/src layers: ui and lib never import features or app; features never import app.
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

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;
const graphs = new Map();
/** feature -> the other features its (non-test) files import, for one features folder. */
function featureGraph(features) {
  if (graphs.has(features)) return graphs.get(features);
  const graph = new Map();
  graphs.set(features, graph);
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (SOURCE.test(e.name) && !TEST.test(e.name)) {
        const from = featureOf(features, p);
        for (const m of fs.readFileSync(p, 'utf8').matchAll(IMPORT)) {
          const target = resolve(p, m[1] ?? m[2]);
          const to = target && featureOf(features, target);
          if (to && to !== from) {
            if (!graph.has(from)) graph.set(from, new Set());
            graph.get(from).add(to);
          }
        }
      }
    }
  };
  walk(features);
  return graph;
}

/** A path of features from `start` back to `goal`, if one exists. */
function pathBetween(features, start, goal) {
  const seen = new Set();
  const stack = [[start]];
  while (stack.length) {
    const trail = stack.pop();
    const at = trail.at(-1);
    if (at === goal) return trail;
    if (seen.has(at)) continue;
    seen.add(at);
    for (const next of featureGraph(features).get(at) ?? []) stack.push([...trail, next]);
  }
  return null;
}

const noFeatureCycle = {
  meta: {
    type: 'problem',
    messages: {
      cycle:
        'Import cycle between features: {{trail}}. Move the shared rule to platform/ (server) or lib/ (web) or into one of them, or register a handler (as products do with payments).',
    },
  },
  create(context) {
    const file = context.filename;
    // Server and web features obey the same rule, each folder with its own graph.
    const features = [serverFeatures, webFeatures].find((dir) => featureOf(dir, file));
    const from = features && featureOf(features, file);
    if (!from || TEST.test(file)) return {};
    const check = (node, spec) => {
      const target = resolve(file, spec);
      const to = target && featureOf(features, target);
      if (!to || to === from) return;
      const back = pathBetween(features, to, from);
      if (back) context.report({ node, messageId: 'cycle', data: { trail: [from, ...back].join(' -> ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

/** web/src layers: shared code (ui, lib) < features < app. Code never imports a higher layer. */
const webSrc = path.join(root, 'web/src');
const LAYERS = { ui: 0, lib: 0, features: 1, app: 2 };
function layerOf(file) {
  const top = featureOf(webSrc, file);
  return Object.hasOwn(LAYERS, top) ? top : null;
}

const webLayer = {
  meta: {
    type: 'problem',
    messages: { up: 'web/src/{{from}} must not import web/src/{{to}}: shared code (ui, lib) never imports features or app, and features never import app.' },
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from) return {};
    const check = (node, spec) => {
      const target = resolve(file, spec);
      const to = target && layerOf(target);
      if (to && LAYERS[to] > LAYERS[from]) context.report({ node, messageId: 'up', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { 'no-feature-cycle': noFeatureCycle, 'web-layer': webLayer } };
