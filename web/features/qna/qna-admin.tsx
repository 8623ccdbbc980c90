/**
 * Q&A Administration (docs/product.md#route-map): tabs Unanswered (default), All Questions and Archived, each with
 * its count, listing questions newest first. The Q&A feature's screen for admins: the route
 * /app/admin/qna renders it inside the admin page frame (features/admin/admin-page.tsx).
 */
import { MessagesSquare } from "lucide-react";
import type { AdminQnaStatus } from "../../../worker/contract/admin-qna";
import { EmptyState, Skeleton, QueryError } from "../../components/ui/feedback";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useAdminQuestions } from "./admin-api";
import { QuestionAdminCard } from "./question-admin-card";

const TABS: ReadonlyArray<{ status: AdminQnaStatus; label: string; empty: string }> = [
  { status: "unanswered", label: "Unanswered", empty: "Every question has an answer." },
  { status: "all", label: "All Questions", empty: "No questions have been submitted yet." },
  { status: "archived", label: "Archived", empty: "No archived questions." },
];

function QuestionList({ status, empty }: { status: AdminQnaStatus; empty: string }) {
  const { data, isPending, isError, error, refetch } = useAdminQuestions(status);
  if (isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32" />
        ))}
      </div>
    );
  }
  if (isError) return <QueryError title="Could not load the questions" error={error} onRetry={() => void refetch()} />;
  if (data.length === 0)
    return (
      <EmptyState title="No questions here" icon={<MessagesSquare className="size-10 text-slate-400" aria-hidden />}>
        {empty}
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
  return (
    <Tabs defaultValue="unanswered">
      <TabsList aria-label="Question status">
        {TABS.map((tab) => (
          <TabsTrigger key={tab.status} value={tab.status}>
            {tab.label}
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
