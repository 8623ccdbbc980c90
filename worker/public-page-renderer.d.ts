/**
 * The web app's server renderer, provided by the bundler (web/entry-server.tsx): the public pages
 * (worker/contract/public-pages.ts) and the signed-in screens (worker/contract/app-pages.ts).
 */
declare module "virtual:public-page-renderer" {
  export const renderPage: import("./contract/public-pages").RenderPublicPage;
  export const renderAppPage: import("./contract/app-pages").RenderAppPage;
}
