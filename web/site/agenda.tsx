/** Entry of the server-rendered agenda page (see ./hydrate.tsx). */
import Page from "../routes/public-agenda";
import { hydratePublicPage } from "./hydrate";

hydratePublicPage(Page);
