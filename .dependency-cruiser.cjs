/**
 * The layering rules of docs/architecture.md, checked on every import (`npm run lint`).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "features-are-independent",
      comment: "A web feature does not import another feature; shared code lives in web/lib or web/components.",
      severity: "error",
      from: { path: "^web/features/([^/]+)/" },
      to: { path: "^web/features/", pathNot: "^web/features/$1/" },
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
