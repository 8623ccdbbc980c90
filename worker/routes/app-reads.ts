/**
 * The reads a signed-in screen is rendered with on the Worker (routes/pages.ts,
 * worker/contract/app-pages.ts): a screen asks for the URLs its queries are keyed by and gets the
 * answer of the API routes themselves, as the visitor: the request carries their Cookie header,
 * whose HttpOnly session cookie authenticates a GET (middleware/auth.ts). What the document embeds
 * is therefore exactly what the browser's own GET would have answered.
 */
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { isSignedInRead, svgDataUrl } from "../contract/app-pages";
import { requestContext } from "../middleware/context";
import { handleError } from "../middleware/errors";
import { authRoutes } from "./auth";
import { contentRoutes } from "./content";
import { myAgendaRoutes } from "./my-agenda";
import { passRoutes } from "./pass";

const reads = new Hono<AppEnv>()
  .use(requestContext)
  .route("/api", contentRoutes)
  .route("/api", authRoutes)
  .route("/api", myAgendaRoutes)
  .route("/api", passRoutes);
reads.onError(handleError);

/**
 * The data of the read at `url` (path and query) as the visitor whose `cookie` header this is.
 * @param origin the page request's origin.
 * @returns the JSON body (a pass QR code's SVG as its `data:` URL, {@link svgDataUrl}), or
 *   undefined when `url` is not a read a screen is rendered with ({@link isSignedInRead}) or the
 *   API refuses it (401 without a valid sign-in session, 403, 404).
 * @throws Error when the read fails (5xx, e.g. D1 unavailable): the screen is then not rendered
 *   on the Worker.
 */
export async function readAsVisitor(env: Env, origin: string, url: string, cookie: string): Promise<unknown> {
  const target = new URL(url, origin);
  if (!isSignedInRead(target.pathname)) return undefined;
  const response = await reads.request(target, { headers: { Cookie: cookie } }, env);
  if (response.status >= 500) throw new Error(`${target.pathname} answered ${response.status}`);
  if (!response.ok) return undefined;
  return response.headers.get("Content-Type")?.startsWith("image/svg+xml")
    ? svgDataUrl(await response.text())
    : response.json();
}
