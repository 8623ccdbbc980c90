/**
 * The layering rules of docs/architecture.md, checked on every import (`npm run lint`).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "features-are-independent",
      comment:
        "A web feature (a folder directly under web/features/) does not import another feature, from any file of it to any file of the other; shared code lives in web/lib or web/components.",
      severity: "error",
      from: { path: "^web/features/([^/]+)/" },
      to: { path: "^web/features/", pathNot: "^web/features/$1/" },
    },
    {
      name: "features-are-flat",
      comment:
        "A feature's files sit directly in its folder: a folder inside a feature would make sub-features that features-are-independent cannot tell apart (as web/features/admin/* once were).",
      severity: "error",
      from: { path: "^web/features/[^/]+/[^/]+/" },
      to: {},
    },
    {
      name: "components-below-features",
      comment: "web/components/** is shared by features and routes: it does not import them or the app shell.",
      severity: "error",
      from: { path: "^web/components/" },
      to: { path: "^web/(features|routes|app)/" },
    },
    {
      name: "ui-is-generic",
      comment:
        "web/components/ui holds generic primitives: no domain or admin components, and none of the product's data (the API client, content, event settings, the user, the admin lists).",
      severity: "error",
      from: { path: "^web/components/ui/" },
      to: {
        path: [
          "^web/components/",
          "^web/lib/(api|content|event-settings|current-user|registrations|qna-keys|files|admin-messages)\\.",
        ],
        pathNot: "^web/components/ui/",
      },
    },
    {
      name: "web-reaches-worker-through-contract",
      comment:
        "The web app imports the Worker only through worker/contract (pure schemas, types and constants) and the app's type for the typed client.",
      severity: "error",
      from: { path: "^web/", pathNot: "^web/build/" },
      to: {
        path: "^(worker|db)/",
        pathNot: ["^worker/contract/", "^worker/app\\.ts$"],
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "routes-reach-db-through-services",
      comment:
        "Routes (worker/routes, web/routes) do not touch the database: no db/ (schema, seed) and no worker/db.ts; worker routes call worker/services. Babel strips type-only imports and node_modules is excluded before this rule runs, so Biome's noRestrictedImports (biome.jsonc) also refuses `import type` from db/ and drizzle-orm in routes.",
      severity: "error",
      from: { path: "^(worker|web)/routes/" },
      to: { path: ["^db/", "^worker/db\\.ts$"] },
    },
    {
      name: "services-below-http",
      comment: "Services hold the product's logic free of HTTP: they do not import routes or middleware.",
      severity: "error",
      from: { path: "^worker/(services|lib|email)/" },
      to: { path: "^worker/(routes|middleware)/" },
    },
    {
      name: "contract-is-pure",
      comment:
        "worker/contract is imported by both sides: it depends on nothing but other contract modules and libraries.",
      severity: "error",
      from: { path: "^worker/contract/" },
      to: { path: "^(worker|db|web)/", pathNot: "^worker/contract/" },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API for dependency-cruiser: Babel strips the types instead.
    babelConfig: { fileName: ".dependency-cruiser.babel.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|dist|\\.wrangler)/" },
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".d.ts"] },
    tsPreCompilationDeps: true,
  },
};
