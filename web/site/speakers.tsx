/** Entry of the server-rendered speakers page (see ./hydrate.tsx). */
import Page from "../routes/public-speakers";
import { hydratePublicPage } from "./hydrate";

hydratePublicPage(Page);
