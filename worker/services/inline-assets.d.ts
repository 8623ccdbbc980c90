/** Vite's `?inline` asset imports (a base64 `data:` URL), used for the pass fonts. */
declare module "*.ttf?inline" {
  const dataUrl: string;
  export default dataUrl;
}
