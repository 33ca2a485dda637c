// Bundles the server into dist/main.mjs. Our workspace packages (TypeScript sources) are bundled in;
// every other npm package stays external and loads from node_modules.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@carrier/') ? undefined : { path: args.path, external: true },
    );
  },
};

// esbuild never deletes: chunks of earlier builds would pile up in dist/chunks.
await rm('dist', { recursive: true, force: true });

const shared = {
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  // Lazily imported parts (the S3 driver and its SDK) become chunks loaded only when used.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  plugins: [externalNpmPackages],
  sourcemap: true,
  logLevel: 'warning',
};

await build({
  // The worker threads (Liquid, MJML, formulas, PDF stamping, Vue templates) are their own entries: dist/<name>.worker.mjs beside main.mjs.
  entryPoints: {
    main: 'src/main.ts',
    'liquid.worker': 'src/platform/render/liquid/liquid.worker.ts',
    'mjml.worker': 'src/platform/render/mjml/mjml.worker.ts',
    'formula.worker': 'src/platform/render/formula/formula.worker.ts',
    'stamp.worker': 'src/platform/render/pdf/stamp.worker.ts',
    'pdf-encrypt.worker': 'src/platform/render/pdf/pdf-encrypt.worker.ts',
    'vue-template.worker': 'src/modules/apps/vue-template.worker.ts',
    'pglite.worker': 'src/platform/db/pglite.worker.ts',
  },
  ...shared,
});

// The document-run worker without the API (modules/document-runs) is a build of its own: sharing
// chunks with main.mjs would move the code that finds files beside itself (migrations, worker
// scripts) into dist/chunks/, where those relative paths no longer hold.
await build({ entryPoints: { worker: 'src/worker.ts' }, ...shared });
