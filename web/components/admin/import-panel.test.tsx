import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { uploadForm } from "../../lib/files";
import { ImportPanel } from "./import-panel";

vi.mock("../../lib/files", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../lib/files")>()),
  uploadForm: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(uploadForm).mockReset();
});

/** The delegate import's message when the rows were saved but the welcome emails were not queued. */
const WELCOME_NOT_QUEUED = "The delegates were saved, but their welcome emails could not be queued.";

/** Imports a workbook whose answer has `errors`; returns the result section. */
async function importWith(errors: string[]) {
  vi.mocked(uploadForm).mockResolvedValueOnce({ processed: 4, errors });
  render(
    <ImportPanel<{ processed: number; errors: string[] }>
      title="Import Delegates"
      description="Delegates from a workbook."
      templateUrl="/api/delegates/template"
      templateFileName="delegates-template.xlsx"
      importUrl="/api/delegates/import"
      choice={{
        name: "userType",
        label: "User type",
        options: [{ value: "delegate", label: "Delegate" }],
        defaultValue: "delegate",
      }}
      summary={(result) => `${result.processed} delegates processed`}
      onImported={() => undefined}
    />,
  );
  const form = screen.getByRole("form", { name: "Import Delegates" });
  await userEvent.upload(within(form).getByLabelText("Excel file"), new File(["PK"], "delegates.xlsx"));
  await userEvent.click(within(form).getByRole("button", { name: "Import" }));
  const heading = await screen.findByRole("heading", { name: "Import result: 4 delegates processed" });
  return heading.closest("section")!;
}

describe("import result", () => {
  it("counts only 'Row N: ...' problems as skipped rows and shows other problems on their own", async () => {
    const result = await importWith(["Row 3: Email is required", WELCOME_NOT_QUEUED, "Row 7: Email is not valid"]);
    expect(within(result).getByText("2 rows were skipped:")).toBeInTheDocument();
    expect(
      within(result)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Row 3: Email is required", "Row 7: Email is not valid"]);
    const problem = within(result).getByText(WELCOME_NOT_QUEUED);
    expect(problem.closest("li")).toBeNull();
  });

  it("says every row was imported when the only problem is not a row's", async () => {
    const result = await importWith([WELCOME_NOT_QUEUED]);
    expect(within(result).getByText("Every row was imported.")).toBeInTheDocument();
    expect(within(result).getByText(WELCOME_NOT_QUEUED)).toBeInTheDocument();
    expect(within(result).queryByText(/skipped/)).not.toBeInTheDocument();
    expect(within(result).queryByRole("list")).not.toBeInTheDocument();
  });
});
