/**
 * Keys of the Q&A lists (docs/api.md, Q&A): the public list and the admin lists by status. They
 * live in lib/ because two features refresh them: the Q&A screens and the registrations screen
 * (deleting a registration deletes that person's questions).
 */
import type { AdminQnaStatus } from "../../worker/contract/admin-qna";
import { api } from "./api";
import { urlKey } from "./query-client";

export const qnaKeys = {
  /** GET /api/qna: answered questions, plus the caller's own pending ones. */
  public: () => urlKey(api.qna.$path()),
  /** GET /api/admin/qna?status=; without a status, the prefix of all three lists. */
  admin: (status?: AdminQnaStatus) => urlKey(api.admin.qna.$path(), { status }),
};
