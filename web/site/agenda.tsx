/** Entry of the prerendered agenda page (see ./hydrate.tsx). */
import Page from "../routes/public-agenda";
import { hydratePublicPage } from "./hydrate";

hydratePublicPage(Page);
