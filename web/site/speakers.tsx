/** Entry of the prerendered speakers page (see ./hydrate.tsx). */
import Page from "../routes/public-speakers";
import { hydratePublicPage } from "./hydrate";

hydratePublicPage(Page);
