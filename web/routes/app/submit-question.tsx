/**
 * /app/submit-question (docs/product.md#submit-question): outside the protected routes, so it shows its
 * own "Sign In Required" prompt when signed out; signed in, the question form. Texts are messages in
 * the page's language (docs/i18n.md).
 */
import { PageSpinner } from "../../components/ui/feedback";
import { Card } from "../../components/ui/card";
import { useUser } from "../../lib/current-user";
import { SignInRequired } from "../../components/ui/sign-in-required";
import { SubmitQuestionForm } from "../../features/qna/submit-question-form";
import { useI18n } from "../../lib/i18n";
import { usePageTitle } from "../../lib/use-page-title";

export default function SubmitQuestionPage() {
  const i18n = useI18n();
  usePageTitle(i18n._("Submit a Question"));
  const { data: user, isPending } = useUser();
  if (isPending) return <PageSpinner />;
  if (!user) {
    return (
      <SignInRequired>{i18n._("You need to be signed in to submit a question to the organisers.")}</SignInRequired>
    );
  }
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <header>
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{i18n._("Submit a Question")}</h1>
        <p className="mt-1 text-slate-600">
          {i18n._("Ask the organisers or speakers. Answered questions appear in the Curated Q&A.")}
        </p>
      </header>
      <Card className="p-5">
        <SubmitQuestionForm email={user.email} />
      </Card>
    </div>
  );
}
