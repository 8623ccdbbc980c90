/**
 * Delegate import (docs/api.md): GET /api/delegates/template and POST /api/delegates/import
 * (multipart: file "excel", user type "userType", default delegate). Admins only.
 */
import { Hono } from "hono";
import { IMPORT_FILE_FIELD, IMPORT_FILE_MESSAGES } from "../../contract/admin";
import { userTypeField } from "../../contract/delegate-import";
import type { AppEnv } from "../../app-env";
import { requireAdmin } from "../../middleware/auth";
import { importDelegateWorkbook } from "../../services/delegate-import";
import { InvalidInputError } from "../../services/errors";
import { XLSX_CONTENT_TYPE, delegateTemplate } from "../../services/import-templates";
import { MAX_WORKBOOK_BYTES, WORKBOOK_MESSAGES } from "../../services/workbook";
import { download, readFile, readForm, readText } from "./http";

export const adminDelegateRoutes = new Hono<AppEnv>()
  .get("/delegates/template", requireAdmin, async (c) =>
    download(c, await delegateTemplate(), "delegates-template.xlsx", XLSX_CONTENT_TYPE),
  )
  .post("/delegates/import", requireAdmin, async (c) => {
    const form = await readForm(c, MAX_WORKBOOK_BYTES, WORKBOOK_MESSAGES.tooLarge);
    const userType = userTypeField.safeParse(readText(form, "userType"));
    if (!userType.success) throw new InvalidInputError(userType.error.issues[0]!.message);
    const bytes = await readFile(form, IMPORT_FILE_FIELD, IMPORT_FILE_MESSAGES.noFile);
    return c.json(await importDelegateWorkbook(c.get("db"), bytes, userType.data, { queue: c.env.EMAIL_QUEUE }), 200);
  });
