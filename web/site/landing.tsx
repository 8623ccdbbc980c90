/** Entry of the server-rendered landing page (see ./hydrate.tsx). */
import Page from "../routes/landing";
import { hydratePublicPage } from "./hydrate";

hydratePublicPage(Page);
