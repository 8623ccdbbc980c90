/** Q&A Administration (/app/admin/qna, docs/product.md#route-map), in the page's language (docs/i18n.md). */
import { AdminPage } from "../../../components/admin/admin-page";
import { QnaAdmin } from "../../../features/admin-qna/qna-admin";
import { useI18n } from "../../../lib/i18n";

export default function AdminQnaPage() {
  const i18n = useI18n();
  return (
    <AdminPage
      title={i18n._("Q&A Administration")}
      description={i18n._("Answer, edit, archive or delete the questions delegates send to the organisers.")}
    >
      <QnaAdmin />
    </AdminPage>
  );
}
