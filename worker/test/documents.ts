/**
 * Requests for HTML documents in Worker tests. Documents come from the ASSETS binding in
 * production; the vitest plugin binds none (there is no build to serve), so these requests go
 * through the app with a stand-in that answers like Workers Static Assets would: the built
 * documents of the public pages, the app shell and the signed-in screens' document, 404 for the rest.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { app } from "../app";
import { TYPEFACE_ATTRIBUTE, TYPEFACE_DEFERRED } from "../contract/arabic-typeface";
import { freshIp } from "./helpers";

/** The built document every stand-in page answers with (an empty #root, as the build writes it). */
export const BUILT_DOCUMENT =
  "<!doctype html><html><head><title>Conference 2025</title></head><body><div id=root></div></body></html>";

/** The built document of an Arabic public page, which waits for the typeface (web/build/prerender.ts). */
const BUILT_ARABIC_DOCUMENT = BUILT_DOCUMENT.replace(
  "<html>",
  `<html lang="ar" dir="rtl" ${TYPEFACE_ATTRIBUTE}="${TYPEFACE_DEFERRED}">`,
);

/** Workers Static Assets stand-in. */
const assets = {
  fetch: async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : input).pathname;
    if (["/", "/agenda", "/speakers", "/app-shell", "/app-document"].includes(path))
      return new Response(BUILT_DOCUMENT, { headers: { "Content-Type": "text/html" } });
    if (["/ar", "/ar/agenda", "/ar/speakers"].includes(path))
      return new Response(BUILT_ARABIC_DOCUMENT, { headers: { "Content-Type": "text/html" } });
    return new Response("Not found", { status: 404 });
  },
} as unknown as Fetcher;

/** A request through the app with the stand-in ASSETS (and, optionally, other bindings replaced). */
export async function getDocument(
  path: string,
  init: RequestInit = {},
  bindings: Partial<Env> = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", freshIp());
  const ctx = createExecutionContext();
  const response = await app.fetch(
    new Request(`http://localhost:8787${path}`, { ...init, headers }),
    { ...env, ASSETS: assets, ...bindings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return response;
}

/**
 * Loads the public pages' renderer ahead of the tests: its first import (React's server
 * renderer and every page, transformed on demand in the test runtime) takes seconds, which
 * production pays once per isolate from the built bundle. Use as `beforeAll(loadPageRenderer, 60_000)`.
 */
export async function loadPageRenderer(): Promise<void> {
  await import("virtual:public-page-renderer");
}

/** The markup of a served document's #root element ("" when empty). */
export function rootOf(html: string): string {
  return /<div id=root>([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? "";
}

/** The parsed content of the document's `<script type="application/json" id="…">` element, or null. */
export function embeddedJson<T>(html: string, id: string): T | null {
  const text = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  return text === undefined ? null : (JSON.parse(text) as T);
}
