/** Worker entry (design.md): the Hono app for fetch. */
import { app } from "./app";

export default {
  fetch: app.fetch,
} satisfies ExportedHandler<Env>;
