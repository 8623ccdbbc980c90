/** The web app's renderer of the public pages, provided by the bundler (worker/contract/public-pages.ts). */
declare module "virtual:public-page-renderer" {
  export const renderPage: import("./contract/public-pages").RenderPublicPage;
}
