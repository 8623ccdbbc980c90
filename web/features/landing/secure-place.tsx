/** "Secure Your Place" with Register Now (docs/product.md#landing-page). */
import { Button } from "../../components/ui/button";
import { useI18n } from "../../lib/i18n";
import { SectionLink } from "./section-link";

export function SecurePlace() {
  const i18n = useI18n();
  return (
    <section aria-labelledby="secure-title" className="surface-dark bg-brand-900 text-white">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
        <div className="grid gap-2">
          <h2 id="secure-title" className="text-3xl font-bold">
            {i18n._("Secure Your Place")}
          </h2>
          <p className="max-w-xl text-white/85">
            {i18n._(
              "Attendance is free, and registration is required. Register once and your digital pass, the live agenda and speaker Q&A are ready on your phone.",
            )}
          </p>
        </div>
        <Button asChild variant="accent" size="lg">
          <SectionLink section="register">{i18n._("Register Now")}</SectionLink>
        </Button>
      </div>
    </section>
  );
}
