/** A PO catalogue compiled by the `?catalog` loader (web/build/i18n-catalog.ts). */
declare module "*.po?catalog" {
  const catalog: import("../worker/contract/i18n").Catalog;
  export default catalog;
}
