/** Entry of the prerendered landing page (see ./hydrate.tsx). */
import Page from "../routes/landing";
import { hydratePublicPage } from "./hydrate";

hydratePublicPage(Page);
