/**
 * Q&A Administration (docs/product.md#route-map): tabs Unanswered (default), All Questions and Archived, each with
 * its count, listing questions newest first. The organisers' screen of the Q&A: the route
 * /app/admin/qna renders it inside the admin page frame (components/admin/admin-page.tsx). Texts are
 * written in the page's language (docs/i18n.md).
 */
import MessagesSquare from "lucide-react/icons/messages-square";
import type { AdminQnaStatus } from "../../../worker/contract/admin-qna";
import { EmptyState, Skeleton, QueryError } from "../../components/ui/feedback";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useI18n } from "../../lib/i18n";
import { useAdminQuestions } from "./admin-api";
import { QuestionAdminCard } from "./question-admin-card";

const TABS: ReadonlyArray<{ status: AdminQnaStatus; label: string; empty: string }> = [
  { status: "unanswered", label: /*i18n*/ "Unanswered", empty: /*i18n*/ "Every question has an answer." },
  { status: "all", label: /*i18n*/ "All Questions", empty: /*i18n*/ "No questions have been submitted yet." },
  { status: "archived", label: /*i18n*/ "Archived", empty: /*i18n*/ "No archived questions." },
];

function QuestionList({ status, empty }: { status: AdminQnaStatus; empty: string }) {
  const { data, isPending, isError, error, refetch } = useAdminQuestions(status);
  const i18n = useI18n();
  if (isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32" />
        ))}
      </div>
    );
  }
  if (isError)
    return <QueryError title={i18n._("Could not load the questions")} error={error} onRetry={() => void refetch()} />;
  if (data.length === 0)
    return (
      <EmptyState
        title={i18n._("No questions here")}
        icon={<MessagesSquare className="size-10 text-slate-400" aria-hidden />}
      >
        {i18n._(empty)}
      </EmptyState>
    );
  return (
    <div className="grid gap-3">
      {data.map((question) => (
        <QuestionAdminCard key={question.id} question={question} />
      ))}
    </div>
  );
}

function TabCount({ status }: { status: AdminQnaStatus }) {
  const { data } = useAdminQuestions(status);
  if (!data) return null;
  return (
    <>
      {" "}
      <span className="rounded-full bg-slate-200 px-2 text-xs text-slate-800">{data.length}</span>
    </>
  );
}

export function QnaAdmin() {
  const i18n = useI18n();
  return (
    <Tabs defaultValue="unanswered">
      <TabsList aria-label={i18n._("Question status")}>
        {TABS.map((tab) => (
          <TabsTrigger key={tab.status} value={tab.status}>
            {i18n._(tab.label)}
            <TabCount status={tab.status} />
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((tab) => (
        <TabsContent key={tab.status} value={tab.status}>
          <QuestionList status={tab.status} empty={tab.empty} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
