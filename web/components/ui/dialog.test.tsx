/**
 * Focus return of DialogContent (WCAG 2.4.3): a dialog opened from a list, with no Radix trigger,
 * gives focus back to the button that opened it, whether it closes with Escape or by its action.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { I18nProvider } from "../../lib/i18n";
import { arabicI18n } from "../../test/arabic-screen";
import { Button } from "./button";
import { Dialog, DialogActions, DialogContent } from "./dialog";

/** Two "Edit" buttons sharing one controlled dialog, like the admin calendar's cards. */
function SharedDialog() {
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <>
      {["Opening", "Closing"].map((name) => (
        <Button key={name} onClick={() => setEditing(name)}>
          Edit {name}
        </Button>
      ))}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing && (
          <DialogContent title={`Edit ${editing}`}>
            <Button onClick={() => setEditing(null)}>Save</Button>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

describe("DialogContent", () => {
  it("returns focus to the button that opened it after Escape", async () => {
    const user = userEvent.setup();
    render(<SharedDialog />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Edit Closing" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Edit Closing" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit Closing" })).toHaveFocus());
  });

  it("returns focus to the opener when its own action closes it", async () => {
    const user = userEvent.setup();
    render(<SharedDialog />);
    await user.tab();
    await user.keyboard("{Enter}");
    const save = await screen.findByRole("button", { name: "Save" });
    await waitFor(() => expect(save).toHaveFocus());
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: "Edit Opening" })).toHaveFocus());
  });
});

describe("DialogContent in Arabic", () => {
  it("names its close and cancel buttons in Arabic", () => {
    render(
      <I18nProvider i18n={arabicI18n}>
        <Dialog open>
          <DialogContent title="حذف">
            <DialogActions pending={false}>
              <Button>حذف</Button>
            </DialogActions>
          </DialogContent>
        </Dialog>
      </I18nProvider>,
    );
    const dialog = screen.getByRole("dialog", { name: "حذف" });
    expect(screen.getByRole("button", { name: "إغلاق" })).toHaveClass("end-3");
    expect(screen.getByRole("button", { name: "إلغاء" })).toBeInTheDocument();
    expect(dialog.textContent).not.toMatch(/[A-Za-z]/);
  });

  it("puts a sheet on the start or end edge, which the page's direction turns around", () => {
    const sheet = (side: "start" | "end") => {
      const { unmount } = render(
        <Dialog open>
          <DialogContent title="Menu" side={side}>
            <p>Links</p>
          </DialogContent>
        </Dialog>,
      );
      const classes = screen.getByRole("dialog").className;
      unmount();
      return classes;
    };
    expect(sheet("start")).toMatch(/\bstart-0\b/);
    expect(sheet("end")).toMatch(/\bend-0\b/);
    expect(sheet("start")).not.toMatch(/\b(left|right)-0\b/);
  });
});
