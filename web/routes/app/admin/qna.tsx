/** Q&A Administration (/app/admin/qna, docs/product.md#route-map). */
import { AdminPage } from "../../../features/admin/admin-page";
import { QnaAdmin } from "../../../features/qna/qna-admin";

export default function AdminQnaPage() {
  return (
    <AdminPage
      title="Q&A Administration"
      description="Answer, edit, archive or delete the questions delegates send to the organisers."
    >
      <QnaAdmin />
    </AdminPage>
  );
}
