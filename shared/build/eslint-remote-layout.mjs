// The layout of a remote (docs/architecture.md, "Inside a remote"), as two lint rules:
//   src/pages/<page>/        route components: compose features, make no API calls
//   src/features/<name>/     a feature's calls (api.ts, <x>-api.ts), hooks/, components/
//   src/lib, src/components  remote-wide code below the features
//   @kickoff/shared          below everything
// `import-direction`: features never import each other, remote-wide code and features never import
// upwards. `no-page-api`: a page neither holds the shared api client nor imports a feature's api module.
import path from 'node:path';

/** Where a file sits in its remote: { remote, layer, feature }, or null outside a remote's src. */
function placeOf(file) {
  const m = /(?:^|\/)(remote-[^/]+)\/src\/(.*)$/.exec(file.split(path.sep).join('/'));
  if (!m) return null;
  const [top, name] = m[2].split('/');
  if (top === 'features' && name && !/\.[cm]?[jt]sx?$/.test(name))
    return { remote: m[1], layer: 'feature', feature: name };
  if (top === 'pages') return { remote: m[1], layer: 'page' };
  if (top === 'lib' || top === 'components' || top === 'hooks') return { remote: m[1], layer: 'remote-wide' };
  return { remote: m[1], layer: 'root' };
}

/** The file a relative import names, or null for a package import. */
function targetOf(context, source) {
  if (!source.startsWith('.')) return null;
  return path.resolve(path.dirname(context.filename), source);
}

/** A feature's api module: `api.ts`, `<x>-api.ts`, or anything in an `api/` folder of the feature. */
function isApiModule(target) {
  const rest = target
    .split(path.sep)
    .join('/')
    .split(/\/src\/features\/[^/]+\//)[1];
  if (!rest) return false;
  return rest.split('/').some((part) => /^(api|[\w-]+-api)(\.[cm]?[jt]sx?)?$/.test(part));
}

// The request functions and the client object of @kickoff/shared/api; its types and errors stay usable.
const REQUEST_NAMES = new Set(['api', 'get', 'post', 'unwrap', 'createApiClient']);

const importDirection = {
  meta: {
    type: 'problem',
    docs: { description: 'features never import each other; lib/components and features never import upwards' },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from || from.layer === 'root') return {};
    const check = (node) => {
      const target = targetOf(context, node.source.value);
      const to = target && placeOf(target);
      if (!to || to.remote !== from.remote) return;
      if (from.layer === 'feature' && to.layer === 'feature' && to.feature !== from.feature) {
        context.report({
          node: node.source,
          message:
            `features/${from.feature} imports features/${to.feature}: features never import each other. ` +
            'Move the piece both need to src/lib or src/components (this remote) or to @kickoff/shared.',
        });
      } else if (
        from.layer !== 'page' &&
        (to.layer === 'page' || (from.layer === 'remote-wide' && to.layer === 'feature'))
      ) {
        context.report({
          node: node.source,
          message:
            `${from.layer === 'feature' ? 'A feature sits' : 'src/lib and src/components sit'} below the ` +
            `${to.layer}s: import the other way round.`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: (n) => n.source && check(n),
      ExportAllDeclaration: check,
    };
  },
};

const noPageApi = {
  meta: {
    type: 'problem',
    docs: { description: 'pages make no API calls: they use the hooks and components of their features' },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from || from.layer !== 'page') return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        if (source === '@kickoff/shared/api' && node.importKind !== 'type') {
          const named = node.specifiers.filter(
            (s) =>
              s.type === 'ImportNamespaceSpecifier' ||
              s.type === 'ImportDefaultSpecifier' ||
              (s.importKind !== 'type' && REQUEST_NAMES.has(s.imported.name)),
          );
          if (named.length > 0) {
            context.report({
              node: node.source,
              message: "A page makes no API calls: put the call in its feature (api.ts) and use the feature's hook.",
            });
          }
          return;
        }
        const target = targetOf(context, source);
        if (target && isApiModule(target)) {
          context.report({
            node: node.source,
            message: "A page does not import a feature's api module: use the feature's hooks or components.",
          });
        }
      },
    };
  },
};

export const remoteLayout = { rules: { 'import-direction': importDirection, 'no-page-api': noPageApi } };
