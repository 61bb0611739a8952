/**
 * The circle rule (docs/ARCHITECTURE.md, "Module boundaries"): modules import one another in
 * one direction only. An import from module A into module B is an error when B already
 * reaches A through the module graph (module-graph.mjs, read once per lint run from the
 * files on disk), and the message names the circle it would close. The lower module offers a
 * hook or takes a callback instead (people's `onStudentsAdmitted`, the "still in use" usages).
 */
import path from 'node:path';
import { importPath, importedModule, moduleGraph, moduleOf } from './module-graph.mjs';

const graphs = new Map();
const graphOf = (root) => {
  if (!graphs.has(root)) graphs.set(root, moduleGraph(root));
  return graphs.get(root);
};

const noModuleCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import between modules that closes an import circle.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      circle:
        'Import circle between modules: {{circle}}. Modules import one another in one direction: the lower one offers a hook or takes a callback instead of importing upward.',
    },
  },
  create(context) {
    const { root } = context.options[0];
    const file = path.resolve(context.filename);
    const from = moduleOf(root, file);
    if (!from) return {};
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const to = importedModule(root, file, node.source.value);
      if (!to || to === from) return;
      const back = importPath(graphOf(root), to, from);
      if (back)
        context.report({
          node,
          messageId: 'circle',
          data: { circle: [from, ...back].join(' → ') },
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export const circlePlugin = { rules: { 'no-module-cycles': noModuleCycles } };
